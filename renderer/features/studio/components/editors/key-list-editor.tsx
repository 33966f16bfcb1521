import { useId, useState } from 'react';
import type { StudioWorkspace } from '#common/api/studio/studio.ts';
import { entityTitle } from '../item-states.ts';
import { ReorderableList } from '../reorder/reorderable-list.tsx';
import { EntityLine } from '../workspace/level-tree.tsx';

/**
 * An ordered list of elements by key (a level's elements, a collection's, the on-demand list,
 * the home page's singles): reorder, take one out, and add one of the draft's elements.
 */
export function KeyListEditor(props: {
  workspace: StudioWorkspace;
  label: string;
  keys: readonly string[];
  onChange: (keys: string[]) => void;
  /** Offer to add an existing element of the draft (collections, singles). */
  addExisting?: boolean;
  error?: string | undefined;
}) {
  const { workspace, label, keys, onChange, addExisting = false, error } = props;
  const id = useId();
  const candidates = workspace.draft.entities.filter((entity) => !keys.includes(entity.key));
  const [chosen, setChosen] = useState('');

  return (
    <div className="studio-field">
      <h3 className="studio-subtitle">{label}</h3>
      {keys.length === 0 ? (
        <p className="studio-state">Nessun elemento.</p>
      ) : (
        <ReorderableList
          label={label}
          items={keys}
          itemKey={(key) => key}
          itemName={(key) => entityTitle(workspace, key)}
          onReorder={onChange}
          renderItem={(key) => (
            <div className="studio-row">
              <EntityLine workspace={workspace} entityKey={key} />
              <button
                type="button"
                className="button button--ghost studio-small"
                onClick={() => onChange(keys.filter((other) => other !== key))}
              >
                Togli {entityTitle(workspace, key)}
              </button>
            </div>
          )}
        />
      )}
      {error && <p className="studio-field__error">{error}</p>}
      {addExisting && candidates.length > 0 && (
        <div className="studio-inline-form">
          <label htmlFor={id}>Elemento da aggiungere</label>
          <select id={id} value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="">Scegli un elemento…</option>
            {candidates.map((entity) => (
              <option key={entity.key} value={entity.key}>
                {entity.title}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button--ghost"
            disabled={chosen === ''}
            onClick={() => {
              onChange([...keys, chosen]);
              setChosen('');
            }}
          >
            Aggiungi
          </button>
        </div>
      )}
    </div>
  );
}
