import { z } from 'zod';

/**
 * POST /api/tj/auth/login. The e-mail is trimmed and compared case-insensitively.
 * The password has an upper bound so a huge body cannot make the hash expensive.
 */
export const loginRequestSchema = z.object({
  email: z
    .string({ error: "Inserisci l'indirizzo e-mail." })
    .trim()
    .toLowerCase()
    .min(1, "Inserisci l'indirizzo e-mail.")
    .max(254, "L'indirizzo e-mail è troppo lungo.")
    .pipe(z.email({ error: "L'indirizzo e-mail non è valido." })),
  password: z
    .string({ error: 'Inserisci la password.' })
    .min(1, 'Inserisci la password.')
    .max(256, 'La password è troppo lunga.'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * Answer of login and refresh. `refresh_token` is present only for the desktop main process
 * (header x-tj-client: desktop); a browser receives it in the httpOnly session cookie instead.
 */
export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/**
 * POST /api/tj/refresh and POST /api/tj/auth/logout. The refresh token comes in the body
 * (desktop), in the session cookie (browser), or as the spec's `?token=` query (accepted,
 * never logged).
 */
export const refreshRequestSchema = z.object({
  refresh_token: z.string().min(1).max(512).optional(),
});
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/**
 * Query of POST /api/tj/refresh and /api/tj/auth/logout: the spec's `?token=` form of the
 * refresh token. Accepted, but the server never writes its value to a log.
 */
export const refreshQuerySchema = z.object({
  token: z.string().min(1).max(512).optional(),
});
export type RefreshQuery = z.infer<typeof refreshQuerySchema>;
