import type { Role } from '#common/auth/roles.ts';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { useLevels } from '../api/get-levels.ts';
import { EmptyState } from './empty-state.tsx';
import { EntityGrid } from './entity-grid.tsx';
import { LevelSummary } from './level-summary.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import './journey-map.css';

/** /levels: every visible level (the hidden one never shows) with its entities as cards. */
export default function LevelsPage() {
  const { role } = useSession();
  return <PageFrame>{role && <LevelList role={role} />}</PageFrame>;
}

function LevelList({ role }: { role: Role }) {
  const levels = useLevels(role);
  return (
    <>
      {levels.isPending ? (
        <ListSkeleton rows={6} label="Caricamento dei livelli…" />
      ) : levels.isError ? (
        <EmptyState>Non è stato possibile caricare i livelli. Riprova più tardi.</EmptyState>
      ) : levels.data.length === 0 ? (
        <EmptyState>Non ci sono ancora livelli da esplorare.</EmptyState>
      ) : (
        levels.data.map((level) => (
          <section
            key={level.id}
            className="journey-block"
            aria-labelledby={`level-title-${level.id}`}
          >
            <h2 id={`level-title-${level.id}`} className="journey-block__title">
              Livello {level.order_num}: {level.title}
            </h2>
            <LevelSummary level={level} />
            {level.entities.length === 0 ? (
              <EmptyState>Questo livello non ha ancora contenuti.</EmptyState>
            ) : (
              <EntityGrid
                entities={[...level.entities].sort((a, b) => a.order_num - b.order_num)}
                label={`Contenuti del livello ${level.title}`}
              />
            )}
          </section>
        ))
      )}
    </>
  );
}
