import { useState } from 'react';
import { usePasswordResetAvailability } from '../api/password-reset-calls.ts';
import { ForgottenPasswordForm } from './forgotten-password-form.tsx';
import { AskYourProfessor, PasswordResetShell } from './password-reset-shell.tsx';

/**
 * /password-dimenticata, linked from the sign-in page. A school with a mail server: the e-mail
 * field, then the same confirmation whatever the address (no account is revealed). Without one,
 * or when the server cannot tell: today's way, a new slip from the professor.
 */
export default function ForgottenPasswordPage() {
  const availability = usePasswordResetAvailability();
  const [turnedOff, setTurnedOff] = useState(false);
  return (
    <PasswordResetShell title="Password dimenticata?">
      {availability.isPending ? (
        <p className="password-reset__text">Caricamento...</p>
      ) : availability.data?.selfService && !turnedOff ? (
        <ForgottenPasswordForm onTurnedOff={() => setTurnedOff(true)} />
      ) : (
        <AskYourProfessor />
      )}
    </PasswordResetShell>
  );
}
