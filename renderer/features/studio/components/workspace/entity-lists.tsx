import { Link } from 'react-router';
import type { StudioWorkspace } from '#common/api/studio/studio.ts';
import { paths } from '#common/routing/paths.ts';
import { StateBadge } from '../state-badge.tsx';
import { EntityLine } from './level-tree.tsx';

function KeyList(props: { workspace: StudioWorkspace; keys: readonly string[]; label: string }) {
  if (props.keys.length === 0) return <p className="studio-state">Nessun elemento.</p>;
  return (
    <ol className="studio-tree" aria-label={props.label}>
      {props.keys.map((key) => (
        <li key={key}>
          <EntityLine workspace={props.workspace} entityKey={key} />
        </li>
      ))}
    </ol>
  );
}

/** The on-demand items and the home page's singles, each with the link to its list editor. */
export function EntityLists({ workspace }: { workspace: StudioWorkspace }) {
  const pack = workspace.pack.key;
  return (
    <>
      <section className="studio-section" aria-labelledby="studio-on-demand">
        <h2 id="studio-on-demand" className="studio-section__title">
          On demand <StateBadge workspace={workspace} kind="on_demand" itemKey={pack} />
        </h2>
        <KeyList
          workspace={workspace}
          keys={workspace.draft.on_demand_keys}
          label="Elementi on demand"
        />
        <Link className="button button--ghost" to={paths.studioList.href(pack, 'on-demand')}>
          Modifica l’elenco on demand
        </Link>
      </section>
      <section className="studio-section" aria-labelledby="studio-singles">
        <h2 id="studio-singles" className="studio-section__title">
          Vetrina della home <StateBadge workspace={workspace} kind="singles" itemKey={pack} />
        </h2>
        <KeyList
          workspace={workspace}
          keys={workspace.draft.single_entity_keys}
          label="Elementi in vetrina"
        />
        <Link className="button button--ghost" to={paths.studioList.href(pack, 'vetrina')}>
          Modifica la vetrina
        </Link>
      </section>
    </>
  );
}

/** Elements of the draft that are in no level and not on demand: nobody can reach them yet. */
export function UnplacedEntities({ workspace }: { workspace: StudioWorkspace }) {
  const placed = new Set([
    ...workspace.draft.levels.flatMap((level) => level.entity_keys),
    ...workspace.draft.on_demand_keys,
  ]);
  const unplaced = workspace.draft.entities.filter((entity) => !placed.has(entity.key));
  if (unplaced.length === 0) return null;
  return (
    <section className="studio-section" aria-labelledby="studio-unplaced">
      <h2 id="studio-unplaced" className="studio-section__title">
        Elementi non collocati
      </h2>
      <p className="studio-hint">Non sono in nessun livello né on demand.</p>
      <KeyList
        workspace={workspace}
        keys={unplaced.map((entity) => entity.key)}
        label="Elementi non collocati"
      />
    </section>
  );
}
