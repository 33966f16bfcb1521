import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { takeSignInTarget } from '../../../lib/sign-in-target.ts';
import { useSignIn } from '../api/sign-in.ts';
import { validateSignIn, type SignInFieldErrors } from './sign-in-fields.ts';

/**
 * E-mail and password, validated per field before sending; the server's Italian message on
 * failure (wrong credentials, 429, …). Enter submits (it is a form); the button is disabled while
 * the request runs. After success the user goes where they were headed, or home.
 */
export function SignInForm() {
  const [values, setValues] = useState({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<SignInFieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const signIn = useSignIn();
  const navigate = useNavigate();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const errors = validateSignIn(values);
    setFieldErrors(errors);
    setServerError(null);
    if (errors.email || errors.password) return;
    const result = await signIn.mutateAsync({
      email: values.email.trim(),
      password: values.password,
    });
    if (result.ok) void navigate(takeSignInTarget(), { replace: true });
    else setServerError(result.message);
  };

  const field = (name: 'email' | 'password', label: string, type: string, autoComplete: string) => (
    <div className="sign-in__field">
      <label htmlFor={`sign-in-${name}`}>{label}</label>
      <input
        id={`sign-in-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        aria-invalid={fieldErrors[name] ? true : undefined}
        aria-describedby={fieldErrors[name] ? `sign-in-${name}-error` : undefined}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      />
      <p id={`sign-in-${name}-error`} className="sign-in__field-error">
        {fieldErrors[name] ?? ''}
      </p>
    </div>
  );

  return (
    <form className="sign-in__form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {field('email', 'E-mail', 'email', 'username')}
      {field('password', 'Password', 'password', 'current-password')}
      <p className="sign-in__server-error" role="alert">
        {serverError ?? ''}
      </p>
      <button type="submit" className="button button--primary" disabled={signIn.isPending}>
        {signIn.isPending ? 'Accesso in corso...' : 'Accedi'}
      </button>
    </form>
  );
}
