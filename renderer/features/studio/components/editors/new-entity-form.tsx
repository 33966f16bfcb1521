import { useId, useState, type FormEvent } from 'react';
import type { StudioEntity, StudioWorkspace } from '#common/api/studio/studio.ts';
import { newPackKey } from '#common/content-pack/pack-key.ts';
import { ENTITY_TYPE_LABELS } from '../item-states.ts';
import { SaveRefusal } from '../save-refusal.tsx';
import { useDirectSave } from '../use-direct-save.ts';

type EntityType = StudioEntity['type'];

/** A new, empty element of the draft with its key from the title (unique in the draft). */
export function newEntity(workspace: StudioWorkspace, title: string, type: EntityType) {
  const key = newPackKey(
    title,
    workspace.draft.entities.map((entity) => entity.key),
  );
  const entity: StudioEntity = {
    key,
    type,
    title: title.trim(),
    description: '',
    pcto_minutes: 0,
    points: 0,
    tags: [],
    num_badges: 0,
    certificate: false,
    sections: [],
  };
  return entity;
}

/**
 * Creates an element: saves the new entity, then hands its key to the parent's editor, which
 * adds it to its list and saves itself (the parent's draft stays the parent editor's).
 */
export function NewEntityForm(props: {
  workspace: StudioWorkspace;
  types: readonly EntityType[];
  onCreated: (key: string) => void;
}) {
  const { workspace, types, onCreated } = props;
  const id = useId();
  const { saveItems, saving, refused, reload } = useDirectSave(workspace);
  const [title, setTitle] = useState('');
  const [type, setType] = useState<EntityType>(types[0] ?? 'module');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (title.trim() === '') {
      setError('Indica il titolo del nuovo elemento.');
      return;
    }
    setError(null);
    const entity = newEntity(workspace, title, type);
    if (await saveItems([{ kind: 'entity', key: entity.key, item: entity }])) {
      setTitle('');
      onCreated(entity.key);
    }
  }

  return (
    <form className="studio-inline-form" onSubmit={(event) => void submit(event)}>
      <label htmlFor={`${id}-title`}>Titolo del nuovo elemento</label>
      <input
        id={`${id}-title`}
        value={title}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setTitle(event.target.value)}
      />
      {types.length > 1 && (
        <>
          <label htmlFor={`${id}-type`}>Tipo</label>
          <select
            id={`${id}-type`}
            value={type}
            onChange={(event) => setType(event.target.value as EntityType)}
          >
            {types.map((option) => (
              <option key={option} value={option}>
                {ENTITY_TYPE_LABELS[option]}
              </option>
            ))}
          </select>
        </>
      )}
      <button type="submit" className="button button--primary" disabled={saving}>
        Aggiungi elemento
      </button>
      {error && (
        <p id={`${id}-error`} className="studio-field__error">
          {error}
        </p>
      )}
      <SaveRefusal refused={refused} onReload={() => void reload()} />
    </form>
  );
}
