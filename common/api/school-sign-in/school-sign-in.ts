import { z } from 'zod';

/**
 * Why a sign-in with the school's account did not open a session: the callback sends the browser
 * back to /sign-in?school_error=<code> (the desktop app gets it through its own link), and the
 * sign-in page shows the Italian message. The code is all the address carries.
 */
export const SCHOOL_SIGN_IN_ERRORS = {
  /** No account of ours has the verified e-mail of the school's account. */
  unknown_account:
    "Nessun account della piattaforma corrisponde all'indirizzo e-mail del tuo account della scuola. Chiedi al tuo docente di controllare l'indirizzo registrato.",
  /** The e-mail's domain is not one the school allows. */
  domain_refused:
    "Questo account non appartiene a un dominio abilitato dalla scuola. Usa l'account della scuola o accedi con la password.",
  /** The provider said the e-mail is not verified. */
  email_unverified:
    "L'indirizzo e-mail del tuo account della scuola non è verificato, quindi non può farti accedere.",
  /** The person cancelled at the provider, or the provider refused. */
  cancelled: "L'accesso con l'account della scuola è stato annullato.",
  /** The started sign-in is unknown, already used or older than 10 minutes. */
  expired: 'La richiesta di accesso è scaduta o è già stata usata. Riprova.',
  /** Anything the checks refused: state, PKCE, nonce, signature, audience, expiry. */
  failed: "L'accesso con l'account della scuola non è riuscito. Riprova.",
  /** The provider could not be reached. */
  unavailable:
    'Il servizio di accesso della scuola non risponde. Riprova più tardi o accedi con la password.',
  /** Too many sign-ins started from this address in the last minutes. */
  too_many:
    'Troppi accessi avviati da questa rete negli ultimi minuti. Riprova tra qualche minuto.',
} as const;

export type SchoolSignInError = keyof typeof SCHOOL_SIGN_IN_ERRORS;

export const SCHOOL_SIGN_IN_ERROR_CODES = Object.keys(SCHOOL_SIGN_IN_ERRORS) as [
  SchoolSignInError,
  ...SchoolSignInError[],
];

/** The query parameter of /sign-in that names the error. */
export const SCHOOL_SIGN_IN_ERROR_PARAM = 'school_error';

/** The desktop app's own link the callback answers with (`?code=` or `?error=`). */
export const SCHOOL_SIGN_IN_DEEP_LINK = 'tech-journey://school-sign-in';

/** The Italian message of an error code from an address, or null for anything else. */
export function schoolSignInErrorMessage(code: string | null): string | null {
  return code !== null && Object.hasOwn(SCHOOL_SIGN_IN_ERRORS, code)
    ? SCHOOL_SIGN_IN_ERRORS[code as SchoolSignInError]
    : null;
}

const challengeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Challenge PKCE non valida.');

/**
 * GET /api/tj/auth/school/start: a browser (the default) or the desktop app, which sends the S256
 * challenge of its own verifier for the code the callback will hand it.
 */
export const schoolSignInStartQuerySchema = z
  .object({
    client: z.enum(['web', 'desktop']).default('web'),
    challenge: challengeSchema.optional(),
  })
  .refine((query) => (query.client === 'desktop') === (query.challenge !== undefined), {
    message: "L'app desktop invia la sua challenge PKCE, un browser nessuna.",
  });

/**
 * GET /api/tj/auth/school/callback: what the provider appends (RFC 6749 §4.1.2, RFC 9207). Other
 * parameters are kept: the whole address is checked by openid-client.
 */
export const schoolSignInCallbackQuerySchema = z.looseObject({
  state: z.string().max(512).optional(),
  code: z.string().max(4096).optional(),
  error: z.string().max(256).optional(),
  iss: z.string().max(512).optional(),
});

/** GET /api/tj/auth/school: whether the sign-in page shows "Accedi con l'account della scuola". */
export const schoolSignInStatusSchema = z.object({ enabled: z.boolean() });
export type SchoolSignInStatus = z.infer<typeof schoolSignInStatusSchema>;
