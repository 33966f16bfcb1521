import { z } from 'zod';
import { validationFailed } from './http-error.ts';

// Every message the server sends is for an Italian-speaking user, zod's built-in ones included
// (the schemas of common/api carry their own Italian messages where they matter most).
z.config(z.locales.it());

/**
 * Parses a request part (body, query or params) with a schema of common/api and answers the
 * parsed value, or throws the 422 of API.md with one Italian message per field.
 * @example const { email, password } = parseRequest(loginRequestSchema, request.body);
 */
export function parseRequest<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const details: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
    // The first problem of a field is the one the user should fix first.
    details[field] ??= issue.message;
  }
  throw validationFailed(details);
}
