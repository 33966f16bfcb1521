import { useId, useState, type FormEvent } from 'react';
import {
  PASSWORD_MESSAGES,
  PASSWORD_RULE_TEXT,
  PASSWORD_RULES,
} from '#common/auth/password-rules.ts';
import { formErrorOf } from '../../../lib/http/form-error.ts';
import { useCompletePasswordReset } from '../api/password-reset-calls.ts';
import { ResetField } from './password-reset-shell.tsx';

interface Fields {
  newPassword: string;
  confirmation: string;
}

type FieldErrors = Partial<Record<keyof Fields | 'form', string>>;

/** What can be told before sending; the strength rule is the server's (the same as in settings). */
export function resetFormErrors(fields: Fields): FieldErrors {
  const errors: FieldErrors = {};
  if (fields.newPassword.length < PASSWORD_RULES.minLength) {
    errors.newPassword = PASSWORD_MESSAGES.tooShort;
  } else if (fields.newPassword.length > PASSWORD_RULES.maxLength) {
    errors.newPassword = PASSWORD_MESSAGES.tooLong;
  }
  if (fields.confirmation !== fields.newPassword) {
    errors.confirmation = 'Le due password non coincidono.';
  }
  return errors;
}

/**
 * The new password, twice, under the rule of the change-password page. A refused password keeps
 * the link (the server checks the rule before using it); a link that is no longer valid ends
 * the form (410).
 */
export function ResetPasswordForm(props: {
  token: string;
  onDone: () => void;
  onInvalidLink: (message: string) => void;
}) {
  const id = useId();
  const [fields, setFields] = useState<Fields>({ newPassword: '', confirmation: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const complete = useCompletePasswordReset();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (complete.isPending) return;
    const invalid = resetFormErrors(fields);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      await complete.mutateAsync({ token: props.token, newPassword: fields.newPassword });
      props.onDone();
    } catch (failure) {
      const refusal = formErrorOf(failure);
      if (refusal.status === 410) props.onInvalidLink(refusal.message);
      else if (Object.keys(refusal.details).length > 0) setErrors(refusal.details);
      else setErrors({ form: refusal.message });
    }
  };

  const field = (name: keyof Fields, label: string, hintId?: string) => (
    <ResetField id={`${id}-${name}`} label={label} error={errors[name]} hintId={hintId}>
      {(control) => (
        <input
          {...control}
          className="text-input"
          type="password"
          autoComplete="new-password"
          value={fields[name]}
          onChange={(event) => setFields((now) => ({ ...now, [name]: event.target.value }))}
        />
      )}
    </ResetField>
  );

  return (
    <form className="password-reset__form" noValidate onSubmit={(event) => void submit(event)}>
      {field('newPassword', 'Nuova password', `${id}-rule`)}
      <p id={`${id}-rule`} className="password-reset__hint">
        {PASSWORD_RULE_TEXT}
      </p>
      {field('confirmation', 'Ripeti la nuova password')}
      <p className="password-reset__error" role="alert">
        {errors.form ?? ''}
      </p>
      <button type="submit" className="button button--primary" disabled={complete.isPending}>
        {complete.isPending ? 'Salvataggio...' : 'Salva la nuova password'}
      </button>
    </form>
  );
}
