import type { Role } from '#common/auth/roles.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { useItemDetail } from '../api/get-item-detail.ts';
import { FinalQuizBanner } from './final-quiz-banner.tsx';

/**
 * The quiz banner for pages that know only the entity id (the episode page): it loads the item
 * (shared cache with the module page) and shows the banner when only the final quiz is left;
 * its button opens the module page.
 */
export function EntityFinalQuizBanner({ entityId }: { entityId: string }) {
  const { role } = useSession();
  return role ? <LoadedBanner entityId={entityId} role={role} /> : null;
}

function LoadedBanner({ entityId, role }: { entityId: string; role: Role }) {
  const item = useItemDetail(entityId, role);
  if (!item.data) return null;
  return <FinalQuizBanner item={item.data} />;
}
