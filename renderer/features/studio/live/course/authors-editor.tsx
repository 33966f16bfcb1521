import type { StudioLiveCourse } from '#common/api/studio/studio.ts';
import { TextField } from '../../components/editors/fields.tsx';
import { moveBy, removeAt, replaceAt } from '../../components/editors/list-updates.ts';

type Author = StudioLiveCourse['authors'][number];
type Change = (change: (course: StudioLiveCourse) => StudioLiveCourse) => void;

const MAX_AUTHORS = 20;

/** The course's authors as students see them (name and headline), in order: add, move, remove. */
export function AuthorsEditor(props: {
  authors: readonly Author[];
  errors: Record<string, string>;
  onChange: Change;
}) {
  const { authors, errors, onChange } = props;
  const update = (change: (authors: Author[]) => Author[]) =>
    onChange((current) => ({ ...current, authors: change(current.authors) }));
  return (
    <div className="studio-live-list">
      <h3 className="studio-subtitle">Autori</h3>
      {authors.length === 0 && <p className="studio-state">Nessun autore indicato.</p>}
      <ol className="studio-live-rows">
        {authors.map((author, index) => (
          <li key={index} className="studio-live-row">
            <TextField
              label={`Nome dell'autore ${index + 1}`}
              value={author.name}
              error={errors[`authors[${index}].name`]}
              onChange={(name) => update((list) => replaceAt(list, index, (a) => ({ ...a, name })))}
            />
            <TextField
              label={`Qualifica dell'autore ${index + 1}`}
              value={author.headline}
              error={errors[`authors[${index}].headline`]}
              onChange={(headline) =>
                update((list) => replaceAt(list, index, (a) => ({ ...a, headline })))
              }
            />
            <div className="studio-row">
              <button
                type="button"
                className="button button--ghost"
                aria-label={`Sposta su l'autore ${index + 1}`}
                disabled={index === 0}
                onClick={() => update((list) => moveBy(list, index, -1))}
              >
                Su
              </button>
              <button
                type="button"
                className="button button--ghost"
                aria-label={`Sposta giù l'autore ${index + 1}`}
                disabled={index === authors.length - 1}
                onClick={() => update((list) => moveBy(list, index, 1))}
              >
                Giù
              </button>
              <button
                type="button"
                className="button button--ghost"
                aria-label={`Togli l'autore ${index + 1}`}
                onClick={() => update((list) => removeAt(list, index))}
              >
                Togli
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button--ghost"
        disabled={authors.length >= MAX_AUTHORS}
        onClick={() => update((list) => [...list, { name: '', headline: '' }])}
      >
        Aggiungi un autore
      </button>
    </div>
  );
}
