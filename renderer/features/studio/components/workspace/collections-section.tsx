import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { StudioCollection, StudioWorkspace } from '#common/api/studio/studio.ts';
import { paths } from '#common/routing/paths.ts';
import { newPackKey } from '#common/content-pack/pack-key.ts';
import { SaveRefusal } from '../save-refusal.tsx';
import { StateBadge } from '../state-badge.tsx';
import { useDirectSave } from '../use-direct-save.ts';

export const COLLECTION_KINDS = [
  { value: 'professional_path', label: 'Percorso professionale' },
  { value: 'skill_focus', label: 'Focus di competenze' },
] as const;

function NewCollectionForm({ workspace }: { workspace: StudioWorkspace }) {
  const id = useId();
  const navigate = useNavigate();
  const { saveItems, saving, refused, reload } = useDirectSave(workspace);
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<StudioCollection['kind']>('professional_path');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (title.trim() === '') {
      setError('Indica il titolo della raccolta.');
      return;
    }
    setError(null);
    const key = newPackKey(
      title,
      workspace.draft.collections.map((collection) => collection.key),
    );
    const item = { key, title: title.trim(), description: '', kind, entity_keys: [] };
    if (await saveItems([{ kind: 'collection', key, item }])) {
      void navigate(paths.studioCollection.href(workspace.pack.key, key));
    }
  }

  return (
    <form className="studio-inline-form" onSubmit={(event) => void submit(event)}>
      <label htmlFor={`${id}-title`}>Titolo della nuova raccolta</label>
      <input
        id={`${id}-title`}
        value={title}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setTitle(event.target.value)}
      />
      <label htmlFor={`${id}-kind`}>Tipo</label>
      <select
        id={`${id}-kind`}
        value={kind}
        onChange={(event) => setKind(event.target.value as StudioCollection['kind'])}
      >
        {COLLECTION_KINDS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--primary" disabled={saving}>
        Aggiungi raccolta
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

/** Professional paths and skill focuses, each linking to its editor, and a new one. */
export function CollectionsSection({ workspace }: { workspace: StudioWorkspace }) {
  return (
    <section className="studio-section" aria-labelledby="studio-collections">
      <h2 id="studio-collections" className="studio-section__title">
        Percorsi professionali e focus
      </h2>
      {COLLECTION_KINDS.map(({ value, label }) => {
        const collections = workspace.draft.collections.filter((item) => item.kind === value);
        return (
          <div key={value}>
            <h3 className="studio-subtitle">{label}</h3>
            {collections.length === 0 ? (
              <p className="studio-state">Nessuna raccolta.</p>
            ) : (
              <ul className="studio-tree" aria-label={label}>
                {collections.map((collection) => (
                  <li key={collection.key} className="studio-line">
                    <Link to={paths.studioCollection.href(workspace.pack.key, collection.key)}>
                      {collection.title}
                    </Link>
                    <StateBadge workspace={workspace} kind="collection" itemKey={collection.key} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
      <NewCollectionForm workspace={workspace} />
    </section>
  );
}
