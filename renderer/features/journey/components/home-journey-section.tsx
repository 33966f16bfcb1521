import { Link } from 'react-router';
import type { Entity } from '#common/api/journey/index.ts';
import { paths } from '#common/routing/paths.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { useHomePage } from '../api/get-home-page.ts';
import { useOpenFinalTest } from '../hooks/use-open-final-test.ts';
import { EmptyState } from './empty-state.tsx';
import { EntityCard } from './entity-card.tsx';
import { EntityGrid } from './entity-grid.tsx';
import { HomeProgress } from './home-progress.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import { ProfessionalPathsSection } from './professional-paths-section.tsx';
import './home-journey.css';

/**
 * The journey part of the home page: points and title, where to continue, what is started, the
 * to-do list and the professional paths to follow (students) and the single entities on offer. `saved` is the to-do list once it is
 * loaded; until then the home page's own copy is shown.
 */
export function HomeJourneySection({ saved: savedList }: { saved?: readonly Entity[] }) {
  const { role } = useSession();
  const home = useHomePage();
  const openFinalTest = useOpenFinalTest();
  const isStudent = role === 'student';

  if (home.isPending) return <ListSkeleton rows={4} label="Caricamento del tuo percorso…" />;
  if (home.isError) {
    return (
      <EmptyState>Non è stato possibile caricare il tuo percorso. Riprova più tardi.</EmptyState>
    );
  }
  const { user, started, single_entities: singles } = home.data;
  const saved = savedList ?? home.data.todo;

  return (
    <div className="home-journey">
      {isStudent && (
        <div className="home-journey__top">
          <HomeProgress user={user} />
          <section className="journey-block" aria-labelledby="home-continue-title">
            <h2 id="home-continue-title" className="journey-block__title">
              Riprendi da qui
            </h2>
            {home.data.continue ? (
              <EntityCard
                entity={home.data.continue}
                onOpenFinalTest={(entity) => void openFinalTest(entity)}
              />
            ) : (
              <EmptyState>Hai completato tutto ciò che è aperto: complimenti!</EmptyState>
            )}
          </section>
        </div>
      )}
      {isStudent && (
        <section className="journey-block" aria-labelledby="home-started-title">
          <h2 id="home-started-title" className="journey-block__title">
            Iniziati
          </h2>
          {started.length > 0 ? (
            <EntityGrid entities={started} label="Contenuti iniziati" />
          ) : (
            <EmptyState>Non hai ancora iniziato nessun contenuto.</EmptyState>
          )}
        </section>
      )}
      {isStudent && (
        <section className="journey-block" aria-labelledby="home-todo-title">
          <h2 id="home-todo-title" className="journey-block__title">
            La tua lista
          </h2>
          {saved.length > 0 ? (
            <EntityGrid entities={saved} label="Contenuti salvati" />
          ) : (
            <EmptyState>
              La tua lista è vuota: salva un modulo con «Salva nella lista» per ritrovarlo qui.
            </EmptyState>
          )}
        </section>
      )}
      {isStudent && <ProfessionalPathsSection />}
      <section className="journey-block" aria-labelledby="home-singles-title">
        <h2 id="home-singles-title" className="journey-block__title">
          Da non perdere
        </h2>
        {singles.length > 0 ? (
          <EntityGrid entities={singles} label="Contenuti consigliati" />
        ) : (
          <EmptyState>Nessun contenuto in evidenza per ora.</EmptyState>
        )}
        <p className="journey-block__text">
          Vuoi vedere tutto il percorso? <Link to={paths.map.href()}>Apri la mappa</Link>.
        </p>
      </section>
    </div>
  );
}
