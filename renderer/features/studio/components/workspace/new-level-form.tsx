import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { StudioWorkspace } from '#common/api/studio/studio.ts';
import { paths } from '#common/routing/paths.ts';
import { newPackKey } from '#common/content-pack/pack-key.ts';
import { SaveRefusal } from '../save-refusal.tsx';
import { useDirectSave } from '../use-direct-save.ts';

/** A new level: its key from the title (unique in the draft), placed after the last one. */
export function NewLevelForm({ workspace }: { workspace: StudioWorkspace }) {
  const id = useId();
  const navigate = useNavigate();
  const { saveItems, saving, refused, reload } = useDirectSave(workspace);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (title.trim() === '') {
      setError('Indica il titolo del livello.');
      return;
    }
    setError(null);
    const { levels } = workspace.draft;
    const key = newPackKey(
      title,
      levels.map((level) => level.key),
    );
    // The hidden level (20) is not "the last" of the path: the new one goes after the others.
    const visible = levels.filter((level) => level.order_num !== 20);
    const orderNum = Math.min(1000, Math.max(0, ...visible.map((level) => level.order_num)) + 1);
    const level = { key, title: title.trim(), order_num: orderNum, entity_keys: [] };
    if (await saveItems([{ kind: 'level', key, item: level }])) {
      setTitle('');
      void navigate(paths.studioLevel.href(workspace.pack.key, key));
    }
  }

  return (
    <form className="studio-inline-form" onSubmit={(event) => void submit(event)}>
      <label htmlFor={id}>Titolo del nuovo livello</label>
      <input
        id={id}
        value={title}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setTitle(event.target.value)}
      />
      <button type="submit" className="button button--primary" disabled={saving}>
        Aggiungi livello
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
