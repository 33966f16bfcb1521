import { Link } from 'react-router';
import { plural } from '#common/format/plurals.ts';
import { paths } from '#common/routing/paths.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { useSkillFocuses } from '../api/get-skill-focuses.ts';
import { EmptyState } from './empty-state.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import { FormattedDescription } from '../../../lib/sanitize/index.ts';
import { Chip } from '../../../components/chip/chip.tsx';
import './entity-grid.css';
import './skill-focus.css';

/** /skill-focus: the skill focuses as cards, each leading to its own page. */
export default function SkillFocusPage() {
  const { role } = useSession();
  return <PageFrame>{role && <SkillFocusList />}</PageFrame>;
}

function SkillFocusList() {
  const focuses = useSkillFocuses();
  return (
    <>
      {focuses.isPending ? (
        <ListSkeleton rows={4} label="Caricamento degli skill focus…" />
      ) : focuses.isError ? (
        <EmptyState>Non è stato possibile caricare gli skill focus. Riprova più tardi.</EmptyState>
      ) : focuses.data.length === 0 ? (
        <EmptyState>Non ci sono ancora skill focus.</EmptyState>
      ) : (
        <ul className="entity-grid" aria-label="Skill focus">
          {focuses.data.map((focus) => (
            <li key={focus.id}>
              <Link className="focus-card" to={paths.skillFocusDetail.href(focus.id)}>
                <Chip type="focus" className="focus-card__label">
                  SKILL FOCUS
                </Chip>
                <span className="focus-card__title">{focus.title}</span>
                <FormattedDescription
                  as="span"
                  text={focus.description}
                  className="focus-card__text"
                />
                <span className="focus-card__count">
                  {plural(focus.entities.length, 'contenuto', 'contenuti')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
