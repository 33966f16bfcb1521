import axios from 'axios';
import { useParams } from 'react-router';
import { ErrorPage } from '../../../components/error-page/error-page.tsx';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { useSkillFocus } from '../api/get-skill-focus.ts';
import { EmptyState } from './empty-state.tsx';
import { EntityGrid } from './entity-grid.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import { FormattedDescription } from '../../../lib/sanitize/index.ts';

/** /skill-focus/:focusId: one focus with its entities; an unknown focus is the 404 page. */
export default function SkillFocusDetailPage() {
  const focusId = useParams().focusId ?? '';
  const { role } = useSession();
  return role ? <SkillFocusDetail key={focusId} focusId={focusId} /> : null;
}

function SkillFocusDetail({ focusId }: { focusId: string }) {
  const focus = useSkillFocus(focusId);
  if (focus.isError && axios.isAxiosError(focus.error) && focus.error.response?.status === 404) {
    return <ErrorPage status={404} />;
  }
  return (
    <PageFrame>
      {focus.isPending ? (
        <ListSkeleton rows={4} label="Caricamento dello skill focus…" />
      ) : focus.isError ? (
        <EmptyState>Non è stato possibile caricare lo skill focus. Riprova più tardi.</EmptyState>
      ) : (
        <section className="journey-block" aria-labelledby="skill-focus-title">
          <h2 id="skill-focus-title" className="journey-block__title">
            {focus.data.title}
          </h2>
          {focus.data.description && (
            <FormattedDescription text={focus.data.description} className="journey-block__text" />
          )}
          {focus.data.entities.length === 0 ? (
            <EmptyState>Questo skill focus non ha ancora contenuti.</EmptyState>
          ) : (
            <EntityGrid entities={focus.data.entities} label={`Contenuti di ${focus.data.title}`} />
          )}
        </section>
      )}
    </PageFrame>
  );
}
