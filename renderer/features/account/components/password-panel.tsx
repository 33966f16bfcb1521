import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  PASSWORD_MESSAGES,
  PASSWORD_RULE_TEXT,
  PASSWORD_RULES,
} from '#common/auth/password-rules.ts';
import { formErrorOf } from '../../../lib/http/form-error.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { changePassword } from '../api/account-calls.ts';
import { FormErrorLine, SettingsField } from './settings-field.tsx';
import './settings.css';

interface Fields {
  oldPassword: string;
  newPassword: string;
  confirmation: string;
}

const EMPTY: Fields = { oldPassword: '', newPassword: '', confirmation: '' };

/** What can be told before sending: the rest (strength, the old password) is the server's. */
export function passwordFormErrors(fields: Fields): Partial<Record<keyof Fields, string>> {
  const errors: Partial<Record<keyof Fields, string>> = {};
  if (fields.oldPassword === '') errors.oldPassword = PASSWORD_MESSAGES.missingOld;
  if (fields.newPassword.length < PASSWORD_RULES.minLength)
    errors.newPassword = PASSWORD_MESSAGES.tooShort;
  else if (fields.newPassword.length > PASSWORD_RULES.maxLength)
    errors.newPassword = PASSWORD_MESSAGES.tooLong;
  else if (fields.newPassword === fields.oldPassword)
    errors.newPassword = PASSWORD_MESSAGES.sameAsOld;
  if (fields.confirmation !== fields.newPassword) {
    errors.confirmation = 'Le due password non coincidono.';
  }
  return errors;
}

/**
 * "Cambia password" (spec 02 §7): the rule is stated, the obvious mistakes are caught before
 * sending, the server's refusals go under their fields. After the change the session refreshes
 * into claims without password_expired, so the blocking modal goes away; a user who had to
 * change it (a one-time password) goes on to the journey.
 */
export function PasswordPanel() {
  const { http, toasts, refreshSession, expireSession } = useServices();
  const { claims } = useSession();
  const navigate = useNavigate();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Fields | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const id = useId();
  const mustChange = claims?.password_expired ?? false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = passwordFormErrors(fields);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setBusy(true);
    try {
      await changePassword(http, {
        oldPassword: fields.oldPassword,
        newPassword: fields.newPassword,
      });
      setFields(EMPTY);
      if ((await refreshSession()) === null) {
        expireSession({ rememberPage: false });
        return;
      }
      toasts.show('success', 'Password aggiornata. Le altre sessioni sono state chiuse.');
      if (mustChange) void navigate('/');
    } catch (failure) {
      const { message, details } = formErrorOf(failure);
      setErrors(Object.keys(details).length > 0 ? details : { form: message });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof Fields, label: string, autoComplete: string) => (
    <SettingsField
      id={`${id}-${name}`}
      label={label}
      error={errors[name]}
      {...(name === 'newPassword' ? { hintId: `${id}-rule` } : {})}
    >
      {(control) => (
        <input
          {...control}
          className="text-input"
          type="password"
          autoComplete={autoComplete}
          value={fields[name]}
          onChange={(event) => setFields((now) => ({ ...now, [name]: event.target.value }))}
        />
      )}
    </SettingsField>
  );

  return (
    <section className="settings-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-panel__title">
        Cambia password
      </h2>
      {mustChange && (
        <p className="settings-panel__notice" role="status">
          La tua password va cambiata prima di continuare: scegline una tua. Se è quella temporanea
          ricevuta dal docente, inseriscila come password attuale.
        </p>
      )}
      <form className="settings-form" noValidate onSubmit={(event) => void submit(event)}>
        {field('oldPassword', 'Password attuale', 'current-password')}
        {field('newPassword', 'Nuova password', 'new-password')}
        <p id={`${id}-rule`} className="settings-panel__hint">
          {PASSWORD_RULE_TEXT}
        </p>
        {field('confirmation', 'Ripeti la nuova password', 'new-password')}
        <FormErrorLine message={errors.form} />
        <div>
          <button type="submit" className="button button--primary" disabled={busy}>
            Cambia password
          </button>
        </div>
      </form>
    </section>
  );
}
