import { Link } from 'react-router';
import type { StudioProblem, StudioWorkspace } from '#common/api/studio/studio.ts';
import { itemHref, itemTitle } from '../item-links.ts';
import { KIND_LABELS } from '../item-states.ts';

function ProblemList(props: {
  workspace: StudioWorkspace;
  problems: readonly StudioProblem[];
  label: string;
}) {
  const { workspace, problems, label } = props;
  return (
    <ul className="studio-checklist__list" aria-label={label}>
      {problems.map((problem, index) => {
        const href = itemHref(workspace.pack.key, problem.kind, problem.key);
        const name = `${KIND_LABELS[problem.kind]} «${itemTitle(workspace, problem.kind, problem.key)}»`;
        return (
          <li key={`${problem.kind}:${problem.key}:${problem.place}:${index}`}>
            {href ? <Link to={href}>{name}</Link> : name}
            {problem.place ? ` (${problem.place})` : ''}: {problem.message}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * What stops publishing (each line links to the item's editor, naming the field) and what
 * deserves a look before it (overlapping episodes).
 */
export function Checklist({ workspace }: { workspace: StudioWorkspace }) {
  const { problems, warnings } = workspace;
  return (
    <section className="studio-section" aria-labelledby="studio-checklist">
      <h2 id="studio-checklist" className="studio-section__title">
        Prima di pubblicare
      </h2>
      {problems.length === 0 ? (
        <p className="studio-ok">Nessun problema: la bozza si può pubblicare.</p>
      ) : (
        <ProblemList
          workspace={workspace}
          problems={problems}
          label={`Da sistemare (${problems.length})`}
        />
      )}
      {warnings.length > 0 && (
        <ProblemList
          workspace={workspace}
          problems={warnings}
          label={`Da controllare (${warnings.length})`}
        />
      )}
    </section>
  );
}
