import { loginRequestSchema } from '#common/api/auth.ts';

export interface SignInFieldErrors {
  email?: string;
  password?: string;
}

/** Per-field Italian messages from the same schema the server validates with. */
export function validateSignIn(values: { email: string; password: string }): SignInFieldErrors {
  const parsed = loginRequestSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: SignInFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && errors[field] === undefined) {
      errors[field] = issue.message;
    }
  }
  return errors;
}
