import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#common/routing/paths.ts';
import './password-reset.css';

/**
 * The frame of both forgotten-password pages: a title, the content, and the way back to sign in
 * (left out where the content's own button already leads there).
 */
export function PasswordResetShell({
  title,
  children,
  backLink = true,
}: {
  title: string;
  children: ReactNode;
  backLink?: boolean;
}) {
  return (
    <section className="password-reset" aria-labelledby="password-reset-title">
      <h1 id="password-reset-title" className="password-reset__title">
        {title}
      </h1>
      {children}
      {backLink && (
        <p className="password-reset__links">
          <Link to={paths.signIn.href()}>Torna all&apos;accesso</Link>
        </p>
      )}
    </section>
  );
}

/** What a school without a mail server does today: the professor prints a new slip. */
export function AskYourProfessor() {
  return (
    <p className="password-reset__notice" role="status">
      Chiedi al tuo professore un nuovo foglietto con una password provvisoria: al primo accesso ti
      verrà chiesto di sceglierne una tua.
    </p>
  );
}

/** One labelled field with its error line, wired for screen readers. */
export function ResetField(props: {
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
  const errorId = `${props.id}-error`;
  return (
    <div className="password-reset__field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.children({
        id: props.id,
        'aria-invalid': props.error ? true : undefined,
        'aria-describedby': [props.hintId, errorId].filter(Boolean).join(' '),
      })}
      <p id={errorId} className="password-reset__error">
        {props.error ?? ''}
      </p>
    </div>
  );
}
