import { useEffect, useRef } from 'react';
import type { SsoPreview } from '#common/api/sso/sso.ts';
import type { Role } from '#common/auth/roles.ts';

/** The role as it reads inside a sentence ("Mario Rossi (docente)"). */
const ROLE_IN_SENTENCE: Record<Role, string> = {
  student: 'studente',
  professor: 'docente',
  visitor: 'visitatore',
  sorintian: 'sorintian',
};

interface SsoConfirmationProps {
  account: SsoPreview;
  onAccept(): void;
  onCancel(): void;
}

/**
 * "Is this your account?" before a one-time link signs anyone in: whoever sent the link chose
 * the account, so the person at the screen must see its name and say yes. The name is the one
 * the school registered (users cannot change it), so a sender cannot pass for someone else.
 * Focus starts on the primary action; Tab reaches 'Annulla', and both are plain buttons.
 */
export function SsoConfirmation({ account, onAccept, onCancel }: SsoConfirmationProps) {
  const primary = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    primary.current?.focus();
  }, []);

  return (
    <section className="sso-page__panel" aria-labelledby="sso-confirm-title">
      <h1 id="sso-confirm-title" className="sso-page__title">
        Conferma l&apos;accesso
      </h1>
      <p>
        Questo link ti fa accedere come <strong>{account.name}</strong> (
        {ROLE_IN_SENTENCE[account.role]}). Continua solo se è il tuo account.
      </p>
      <div className="sso-page__actions">
        <button ref={primary} type="button" className="button button--primary" onClick={onAccept}>
          Accedi come {account.name}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Annulla
        </button>
      </div>
    </section>
  );
}
