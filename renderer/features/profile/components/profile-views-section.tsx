import type { ProfileView } from '#common/api/privacy/privacy.ts';
import { formatDateTime } from '#common/format/swiss-italian.ts';
import { LoadError } from '../../../components/load-state/load-error.tsx';
import { useProfileViews } from '../api/profile-views-calls.ts';
import '../../../components/skeleton/skeleton.css';

const VIEWER_ROLES: Record<ProfileView['viewer_role'], string> = {
  sorintian: 'Azienda',
  professor: 'Professore',
};

/** What was looked at, in the student's words: the CV, or the file a professor downloaded. */
function whatOf(view: ProfileView): string {
  if (view.action === 'cv_view') return 'CV aperto';
  if (view.action === 'cv_download') return 'CV scaricato';
  return view.detail ?? 'File scaricato';
}

/**
 * "Chi ha visto il tuo profilo" (issue 25 §4), on the student's own profile only: every company
 * user who opened or downloaded the CV and every professor who downloaded a file with the
 * student's data, newest first, as the server records them.
 */
export function ProfileViewsSection({ userId }: { userId: string }) {
  const views = useProfileViews(userId);
  return (
    <section className="profile-card profile-card--wide" aria-labelledby="profile-views-title">
      <h2 id="profile-views-title" className="profile-card__title">
        Chi ha visto il tuo profilo
      </h2>
      <p className="profile-card__hint">
        Ogni volta che un'azienda apre o scarica il tuo curriculum, o un professore scarica un file
        con i tuoi dati, lo trovi qui.
      </p>
      {views.isPending ? (
        <div
          className="profile-views__loading skeleton-shine"
          role="status"
          aria-label="Caricamento di chi ha visto il tuo profilo"
        />
      ) : views.isError ? (
        <LoadError
          message="Impossibile sapere chi ha visto il tuo profilo."
          onRetry={() => void views.refetch()}
        />
      ) : views.data.length === 0 ? (
        <p className="profile-text__empty">Nessuno ha ancora consultato i tuoi dati.</p>
      ) : (
        <ul className="issued-list">
          {views.data.map((view, index) => (
            <li key={`${view.at}-${index}`} className="issued-list__item">
              <div>
                <p className="issued-list__name">
                  {view.viewer_name}{' '}
                  <span className="profile-views__role">{VIEWER_ROLES[view.viewer_role]}</span>
                </p>
                <p className="issued-list__meta">{whatOf(view)}</p>
              </div>
              <time className="issued-list__meta" dateTime={view.at}>
                {formatDateTime(view.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
