import { Link } from 'react-router';
import type { StudioLevel, StudioWorkspace } from '#common/api/studio/studio.ts';
import { plural } from '#common/format/plurals.ts';
import { paths } from '#common/routing/paths.ts';
import { ENTITY_TYPE_LABELS, entityTitle } from '../item-states.ts';
import { ReorderableList } from '../reorder/reorderable-list.tsx';
import { SaveRefusal } from '../save-refusal.tsx';
import { StateBadge } from '../state-badge.tsx';
import { useDirectSave } from '../use-direct-save.ts';
import { NewLevelForm } from './new-level-form.tsx';

const HIDDEN_LEVEL = 20;

/** One element in a tree: its link, type and draft state. */
export function EntityLine(props: { workspace: StudioWorkspace; entityKey: string }) {
  const { workspace, entityKey } = props;
  const entity = workspace.draft.entities.find((candidate) => candidate.key === entityKey);
  return (
    <span className="studio-line">
      <Link to={paths.studioEntity.href(workspace.pack.key, entityKey)}>
        {entityTitle(workspace, entityKey)}
      </Link>
      {entity && <span className="studio-type">{ENTITY_TYPE_LABELS[entity.type]}</span>}
      <StateBadge workspace={workspace} kind="entity" itemKey={entityKey} />
    </span>
  );
}

/**
 * The levels in their order along the path, each with its elements in order. Moving a level
 * gives the levels the same order numbers in the new order and saves those that changed.
 */
export function LevelTree({ workspace }: { workspace: StudioWorkspace }) {
  const { saveItems, saving, refused, reload } = useDirectSave(workspace);
  // Level 20 is the hidden one every list leaves out: it is shown apart and never moved, so a
  // reorder cannot hide a level or bring the hidden one onto the path.
  const levels = workspace.draft.levels.filter((level) => level.order_num !== HIDDEN_LEVEL);
  const hidden = workspace.draft.levels.filter((level) => level.order_num === HIDDEN_LEVEL);

  function reorder(next: StudioLevel[]) {
    const numbers = levels.map((level) => level.order_num);
    const moved = next
      .map((level, index) => ({ ...level, order_num: numbers[index] as number }))
      .filter(
        (level) => levels.find((old) => old.key === level.key)?.order_num !== level.order_num,
      );
    void saveItems(moved.map((level) => ({ kind: 'level', key: level.key, item: level })));
  }

  return (
    <section className="studio-section" aria-labelledby="studio-levels">
      <h2 id="studio-levels" className="studio-section__title">
        Livelli
      </h2>
      <SaveRefusal refused={refused} onReload={() => void reload()} />
      {levels.length === 0 ? (
        <p className="studio-state">Ancora nessun livello.</p>
      ) : (
        <ReorderableList
          label="Livelli in ordine"
          items={levels}
          itemKey={(level) => level.key}
          itemName={(level) => level.title}
          disabled={saving}
          onReorder={reorder}
          renderItem={(level) => <LevelBranch workspace={workspace} level={level} />}
        />
      )}
      {hidden.map((level) => (
        <div key={level.key} className="studio-level studio-level--hidden">
          <p className="studio-hint">Livello nascosto (ordine 20, fuori dal percorso):</p>
          <LevelBranch workspace={workspace} level={level} />
        </div>
      ))}
      <NewLevelForm workspace={workspace} />
    </section>
  );
}

function LevelBranch({ workspace, level }: { workspace: StudioWorkspace; level: StudioLevel }) {
  return (
    <div className="studio-level">
      <span className="studio-line">
        <Link
          className="studio-level__title"
          to={paths.studioLevel.href(workspace.pack.key, level.key)}
        >
          {level.title}
        </Link>
        <span className="studio-type">
          {plural(level.entity_keys.length, 'elemento', 'elementi')}
        </span>
        <StateBadge workspace={workspace} kind="level" itemKey={level.key} />
      </span>
      {level.entity_keys.length > 0 && (
        <ol className="studio-tree" aria-label={`Elementi di ${level.title}`}>
          {level.entity_keys.map((key) => (
            <li key={key}>
              <EntityLine workspace={workspace} entityKey={key} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
