import { useId, useState, type FormEvent } from 'react';

/**
 * A profile text shown as read, edited in place: 'Modifica' opens a field with a character
 * counter bound to the same limit as the server; 'Salva' sends it, 'Annulla' or Escape restores
 * it. A refusal stays under the field with the text kept, so nothing typed is lost.
 */
export function EditableText(props: {
  label: string;
  value: string | null;
  placeholder: string;
  maxLength: number;
  multiline?: boolean;
  busy: boolean;
  onSave(value: string): Promise<string | null>;
}) {
  const { label, value, placeholder, maxLength, multiline = false, busy, onSave } = props;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value ?? '');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const open = () => {
    setDraft(value ?? '');
    setError(null);
    setEditing(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim().length > maxLength) {
      setError(`Al massimo ${maxLength} caratteri.`);
      return;
    }
    const refusal = await onSave(draft);
    setError(refusal);
    if (refusal === null) setEditing(false);
  };

  if (!editing) {
    return (
      <div className="profile-text">
        <div className="profile-text__head">
          <h3 className="profile-text__label">{label}</h3>
          <button
            type="button"
            className="button button--ghost profile-text__edit"
            aria-label={`Modifica ${label.toLowerCase()}`}
            onClick={open}
          >
            Modifica
          </button>
        </div>
        {value ? (
          <p className="profile-text__value">{value}</p>
        ) : (
          <p className="profile-text__empty">{placeholder}</p>
        )}
      </div>
    );
  }
  const Field = multiline ? 'textarea' : 'input';
  const length = draft.trim().length;
  return (
    <form
      className="profile-text profile-text--editing"
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setEditing(false);
      }}
    >
      <label className="profile-text__label" htmlFor={id}>
        {label}
      </label>
      <Field
        id={id}
        className="text-input"
        value={draft}
        maxLength={maxLength + 50}
        rows={multiline ? 5 : undefined}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count ${id}-error`}
        onChange={(event) => setDraft(event.target.value)}
      />
      <p
        id={`${id}-count`}
        className={length > maxLength ? 'profile-text__count is-over' : 'profile-text__count'}
      >
        {length}/{maxLength}
      </p>
      <p id={`${id}-error`} className="profile-field-error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
      <div className="profile-text__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          Salva
        </button>
        <button type="button" className="button button--ghost" onClick={() => setEditing(false)}>
          Annulla
        </button>
      </div>
    </form>
  );
}
