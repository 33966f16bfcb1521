import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PASSWORD_RESET_MESSAGES } from '#common/api/password-reset/password-reset.ts';
import { paths } from '#common/routing/paths.ts';
import { PasswordResetShell } from './password-reset-shell.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

type Outcome = { kind: 'form' } | { kind: 'done' } | { kind: 'invalid'; message: string };

/**
 * /reimposta-password#<token>, opened from the mailed link. The token is the address's fragment,
 * which the browser never sends to a server (nor in a Referer). A link that is unknown, used or
 * expired, or an address without a token, says so and offers a new link.
 */
export default function ResetPasswordPage() {
  const token = useLocation().hash.slice(1);
  const [outcome, setOutcome] = useState<Outcome>(
    token === ''
      ? { kind: 'invalid', message: PASSWORD_RESET_MESSAGES.linkInvalid }
      : { kind: 'form' },
  );
  return (
    <PasswordResetShell title="Scegli una nuova password" backLink={outcome.kind !== 'done'}>
      {outcome.kind === 'form' && (
        <ResetPasswordForm
          token={token}
          onDone={() => setOutcome({ kind: 'done' })}
          onInvalidLink={(message) => setOutcome({ kind: 'invalid', message })}
        />
      )}
      {outcome.kind === 'done' && (
        <>
          <p className="password-reset__notice" role="status">
            Password aggiornata. Ora puoi accedere con la nuova password; le sessioni aperte con
            quella vecchia sono state chiuse.
          </p>
          <Link className="button button--primary" to={paths.signIn.href()}>
            Vai all&apos;accesso
          </Link>
        </>
      )}
      {outcome.kind === 'invalid' && (
        <>
          <p className="password-reset__notice" role="alert">
            {outcome.message}
          </p>
          <Link className="button button--primary" to={paths.forgottenPassword.href()}>
            Chiedi un nuovo link
          </Link>
        </>
      )}
    </PasswordResetShell>
  );
}
