import type { InputHTMLAttributes } from 'react';

/**
 * A labelled input with its error line under it; the error is tied to the input with
 * aria-describedby and marks it aria-invalid, so a screen reader reads it with the field.
 */
export function FormField({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error: string | null } & InputHTMLAttributes<HTMLInputElement>) {
  const errorId = `${id}-error`;
  return (
    <div className="classrooms-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <p id={errorId} className="classrooms-field__error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </div>
  );
}
