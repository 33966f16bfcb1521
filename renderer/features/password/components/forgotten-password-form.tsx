import { useId, useState, type FormEvent } from 'react';
import {
  PASSWORD_RESET_LINK_MINUTES,
  passwordResetRequestSchema,
} from '#common/api/password-reset/password-reset.ts';
import { formErrorOf } from '../../../lib/http/form-error.ts';
import { useRequestPasswordReset } from '../api/password-reset-calls.ts';
import { ResetField } from './password-reset-shell.tsx';

/**
 * The e-mail a link is sent to. The confirmation does not say whether the address has an
 * account: the server answers the same either way, and so does this text.
 */
export function ForgottenPasswordForm({ onTurnedOff }: { onTurnedOff: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useRequestPasswordReset();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = passwordResetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await send.mutateAsync(parsed.data.email);
      setSentTo(parsed.data.email);
    } catch (failure) {
      const refusal = formErrorOf(failure);
      // The school switched the mail server off since the page loaded: today's way instead.
      if (refusal.status === 404) onTurnedOff();
      else setError(refusal.message);
    }
  };

  if (sentTo !== null) {
    return (
      <>
        <p className="password-reset__notice" role="status">
          Se <strong>{sentTo}</strong> è l&apos;indirizzo di un account della Tech Journey, tra poco
          riceverai un&apos;e-mail con un link per scegliere una nuova password. Il link vale{' '}
          {PASSWORD_RESET_LINK_MINUTES} minuti e si può usare una sola volta.
        </p>
        <p className="password-reset__hint">
          Non arriva? Controlla la posta indesiderata, oppure{' '}
          <button type="button" className="text-link" onClick={() => setSentTo(null)}>
            chiedi un altro link
          </button>
          . Se non hai accesso a quella casella, chiedi al tuo professore un nuovo foglietto.
        </p>
      </>
    );
  }

  return (
    <form className="password-reset__form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="password-reset__text">
        Scrivi l&apos;e-mail del tuo account: ti mandiamo un link per scegliere una nuova password.
      </p>
      <ResetField id={`${id}-email`} label="E-mail" error={error}>
        {(control) => (
          <input
            {...control}
            className="text-input"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
      </ResetField>
      <button type="submit" className="button button--primary" disabled={send.isPending}>
        {send.isPending ? 'Invio in corso...' : 'Invia il link'}
      </button>
    </form>
  );
}
