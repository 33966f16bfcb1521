import { Link } from 'react-router';
import { plural } from '#common/format/plurals.ts';
import { paths } from '#common/routing/paths.ts';
import { ErrorPage } from '../../../components/error-page/error-page.tsx';
import { LoadError } from '../../../components/load-state/load-error.tsx';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { useStudioPacks } from '../api/index.ts';
import { refusedStatus } from './workspace-gate.tsx';
import './studio.css';
import { useLeavePreview } from './use-leave-preview.ts';

/**
 * The studio's front page (/studio, issue 24): the packs the user may author (the school's own
 * «Contenuti della scuola», the demo, the imported ones) with their drafts. Non-authors get the
 * server's 403 and the 404 page, as on the other admin pages.
 */
export default function StudioPacksPage() {
  useLeavePreview();
  const packs = useStudioPacks();
  if (packs.isError && refusedStatus(packs.error) === 403) return <ErrorPage status={404} />;
  return (
    <PageFrame>
      <div className="studio">
        {packs.isPending && (
          <p className="studio-state" role="status">
            Caricamento dei pacchetti…
          </p>
        )}
        {packs.isError && (
          <LoadError
            message="Impossibile caricare i pacchetti."
            onRetry={() => void packs.refetch()}
          />
        )}
        {packs.data?.length === 0 && (
          <p className="studio-state">Nessun pacchetto da modificare.</p>
        )}
        {packs.data && packs.data.length > 0 && (
          <ul className="studio-cards" aria-label="Pacchetti">
            {packs.data.map((pack) => (
              <li key={pack.key} className="studio-card">
                <h2 className="studio-card__title">
                  <Link to={paths.studioWorkspace.href(pack.key)}>{pack.title}</Link>
                </h2>
                <p className="studio-card__meta">Versione {pack.version}</p>
                <p className="studio-card__meta">
                  {pack.drafts === 0
                    ? 'Nessuna bozza'
                    : plural(pack.drafts, 'elemento in bozza', 'elementi in bozza')}
                </p>
                {pack.access === 'course_author' && (
                  <p className="studio-card__meta">Solo i tuoi corsi live</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageFrame>
  );
}
