import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '#common/routing/paths.ts';
import { ErrorPage } from '../../components/error-page/error-page.tsx';
import { PageLoading } from '../../components/page-loading/page-loading.tsx';
import { useServices } from '../../lib/services/services-context.tsx';
import { useSession } from '../../lib/session-context.tsx';

/**
 * /studio/:pack/anteprima: turns the preview of the pack's draft on and opens the journey map,
 * where the author then walks the pages as a student would. Only for the admin flag: anyone
 * else finds no such page (the server would refuse their preview anyway).
 */
export default function DraftPreviewEntryPage() {
  const { pack = '' } = useParams();
  const { claims } = useSession();
  const { preview } = useServices();
  const navigate = useNavigate();
  const allowed = claims?.admin === true && pack !== '';
  useEffect(() => {
    if (!allowed) return;
    preview.enter(pack);
    void navigate(paths.map.href(), { replace: true });
  }, [allowed, pack, preview, navigate]);
  if (!allowed) return <ErrorPage status={404} />;
  return <PageLoading />;
}
