import { MAX_ASSIGNMENT_NOTE } from '#common/api/assignments/index.ts';

/**
 * The due moment and the note of an assignment, shared by the new and the edit form. The
 * moment is typed as the school's clock reads it (the server converts it with the school's
 * time zone), so the hint says so.
 */
export function DueAndNoteFields(props: {
  idPrefix: string;
  due: string;
  note: string;
  onDue(value: string): void;
  onNote(value: string): void;
}) {
  const { idPrefix, due, note } = props;
  return (
    <>
      <div className="assignment-form__field">
        <label htmlFor={`${idPrefix}-due`}>Scadenza (facoltativa)</label>
        <input
          id={`${idPrefix}-due`}
          type="datetime-local"
          value={due}
          aria-describedby={`${idPrefix}-due-hint`}
          onChange={(event) => props.onDue(event.target.value)}
        />
        <span id={`${idPrefix}-due-hint`} className="assignment-form__hint">
          Data e ora secondo l’orario della scuola. Lascia vuoto per nessuna scadenza.
        </span>
      </div>
      <div className="assignment-form__field">
        <label htmlFor={`${idPrefix}-note`}>Nota (facoltativa)</label>
        <textarea
          id={`${idPrefix}-note`}
          value={note}
          maxLength={MAX_ASSIGNMENT_NOTE}
          rows={3}
          onChange={(event) => props.onNote(event.target.value)}
        />
      </div>
    </>
  );
}
