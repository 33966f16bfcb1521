import type { ReactNode } from 'react';

/**
 * A labelled control of a settings form with its error line under it: the error is tied to the
 * control (aria-describedby, with any `hintId`) and marks it invalid, so a screen reader reads
 * it with the field. `children` renders the control from the props it must carry.
 */
export function SettingsField(props: {
  id: string;
  label: string;
  error: string | undefined;
  hintId?: string;
  children: (control: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string;
  }) => ReactNode;
}) {
  const { id, label, error, hintId, children } = props;
  return (
    <div className="settings-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': hintId ? `${id}-error ${hintId}` : `${id}-error`,
      })}
      <p id={`${id}-error`} className="settings-field__error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </div>
  );
}

/** The error line of a whole form (a refusal that names no field). */
export function FormErrorLine({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="settings-field__error" role="alert">
      {message}
    </p>
  );
}
