import { useId, useState, type FormEvent } from 'react';
import { QUESTION_TEXT_MAX_LENGTH } from '#common/api/journey/questions.ts';

/** The rule of questions and replies (1-2000 characters), with its Italian message. */
export function textError(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return 'Scrivi il testo.';
  if (trimmed.length > QUESTION_TEXT_MAX_LENGTH) {
    return `Il testo può avere al massimo ${QUESTION_TEXT_MAX_LENGTH} caratteri.`;
  }
  return null;
}

/**
 * A question or reply form: a labelled text area with a character counter; the message of a
 * broken rule is tied to the field. `onSubmit` resolves true when sent, and then the field empties.
 */
export function TextForm(props: {
  label: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (text: string) => Promise<boolean>;
  /** Set when the form opens on request (a reply), so the keyboard lands in the field. */
  autoFocus?: boolean;
  /** Shows 'Annulla', which closes the form. */
  onCancel?: () => void;
}) {
  const { label, submitLabel, busy, onSubmit, autoFocus = false, onCancel } = props;
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const length = text.trim().length;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = textError(text);
    setError(problem);
    if (problem) return;
    if (await onSubmit(text.trim())) setText('');
  };

  return (
    <form className="text-form" noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor={id} className="text-form__label">
        {label}
      </label>
      <textarea
        id={id}
        className="text-form__field"
        rows={3}
        autoFocus={autoFocus}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-counter${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(textError(event.target.value));
        }}
      />
      <div className="text-form__footer">
        <p id={`${id}-error`} className="text-form__error" role={error ? 'alert' : undefined}>
          {error}
        </p>
        <p
          id={`${id}-counter`}
          className={
            length > QUESTION_TEXT_MAX_LENGTH
              ? 'text-form__counter text-form__counter--over'
              : 'text-form__counter'
          }
        >
          {length}/{QUESTION_TEXT_MAX_LENGTH} caratteri
        </p>
      </div>
      <div className="text-form__actions">
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Annulla
          </button>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
