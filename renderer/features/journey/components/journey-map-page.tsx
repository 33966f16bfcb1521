import { useState, type ReactNode } from 'react';
import type { Role } from '#common/auth/roles.ts';
import { PageFrame } from '../../../components/page-frame/page-frame.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { useLevels } from '../api/get-levels.ts';
import { useOpenFinalTest } from '../hooks/use-open-final-test.ts';
import { EmptyState } from './empty-state.tsx';
import { readChosenLevel, rememberChosenLevel } from './level-memory.ts';
import { LevelPath } from './level-path.tsx';
import { LevelSummary } from './level-summary.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import { MapToolbar } from './map-toolbar.tsx';
import { pickLevel } from './pick-level.ts';
import './journey-map.css';

/**
 * /map: the journey as a path of planets, one level at a time. `tour` (the tutorial button and
 * its tour) sits in the toolbar, which is mounted only once a level is on screen, so the tour
 * finds the cards it points at.
 */
export function JourneyMapPage({ tour }: { tour?: ReactNode }) {
  const { role } = useSession();
  // Nothing is loaded without a session, so signing out leaves no query behind.
  return <PageFrame>{role && <JourneyMap role={role} tour={tour} />}</PageFrame>;
}

function JourneyMap({ role, tour }: { role: Role; tour: ReactNode }) {
  const levels = useLevels(role);
  const [levelId, setLevelId] = useState<string | null>(readChosenLevel);
  const openFinalTest = useOpenFinalTest();
  const level = levels.data ? pickLevel(levels.data, levelId) : null;

  return (
    <>
      {levels.isPending ? (
        <ListSkeleton rows={5} label="Caricamento della mappa…" />
      ) : levels.isError ? (
        <EmptyState>Non è stato possibile caricare la mappa. Riprova più tardi.</EmptyState>
      ) : !level || !levels.data ? (
        <EmptyState>Non ci sono ancora livelli da esplorare.</EmptyState>
      ) : (
        <div className="journey-map">
          <MapToolbar
            levels={levels.data}
            selected={level}
            onSelect={(id) => {
              rememberChosenLevel(id);
              setLevelId(id);
            }}
            actions={tour}
          />
          <section className="journey-map__level" aria-labelledby="journey-map-level-title">
            <h2 id="journey-map-level-title" className="journey-map__title">
              Livello {level.order_num}: {level.title}
            </h2>
            <LevelSummary level={level} />
            {level.entities.length === 0 ? (
              <EmptyState>Questo livello non ha ancora contenuti.</EmptyState>
            ) : (
              <LevelPath level={level} onOpenFinalTest={(entity) => void openFinalTest(entity)} />
            )}
          </section>
        </div>
      )}
    </>
  );
}
