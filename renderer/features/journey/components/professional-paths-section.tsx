import type { Collection } from '#common/api/journey/home.ts';
import { plural } from '#common/format/plurals.ts';
import { useProfessionalPaths } from '../api/get-professional-paths.ts';
import { EmptyState } from './empty-state.tsx';
import { EntityGrid } from './entity-grid.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import { FormattedDescription } from '../../../lib/sanitize/index.ts';
import './professional-paths.css';

/**
 * The professional paths (spec 01 §1): for each job, the entities that lead to it in order, with
 * how many the student has completed, so a student can follow one from the home page.
 */
export function ProfessionalPathsSection() {
  const pathsQuery = useProfessionalPaths();
  return (
    <section className="journey-block" aria-labelledby="home-paths-title">
      <h2 id="home-paths-title" className="journey-block__title">
        Percorsi professionali
      </h2>
      {pathsQuery.isPending ? (
        <ListSkeleton rows={2} label="Caricamento dei percorsi professionali…" />
      ) : pathsQuery.isError ? (
        <EmptyState>
          Non è stato possibile caricare i percorsi professionali. Riprova più tardi.
        </EmptyState>
      ) : pathsQuery.data.length === 0 ? (
        <EmptyState>Non ci sono ancora percorsi professionali.</EmptyState>
      ) : (
        <ul className="professional-paths">
          {pathsQuery.data.map((path) => (
            <li key={path.id}>
              <ProfessionalPath path={path} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ProfessionalPath({ path }: { path: Collection }) {
  const total = path.entities.length;
  const done = path.entities.filter((entity) => entity.completed).length;
  const titleId = `professional-path-${path.id}`;
  return (
    <article className="professional-path" aria-labelledby={titleId}>
      <h3 id={titleId} className="professional-path__title">
        {path.title}
      </h3>
      <FormattedDescription text={path.description} className="professional-path__text" />
      <p className="professional-path__progress">
        {done} di {plural(total, 'contenuto completato', 'contenuti completati')}
      </p>
      <progress
        className="professional-path__bar"
        max={Math.max(total, 1)}
        value={done}
        aria-label={`Avanzamento: ${path.title}`}
      />
      <details className="professional-path__details">
        <summary>Vedi i contenuti del percorso</summary>
        <EntityGrid entities={path.entities} label={`Contenuti di ${path.title}`} />
      </details>
    </article>
  );
}
