/**
 * The password rule users read in the settings and the server enforces (issue 11): long enough,
 * not too long to hash cheaply, not guessable (a strength estimator with a dictionary of common
 * passwords and the user's own name and e-mail decides that on the server), and new.
 */
export const PASSWORD_RULES = {
  minLength: 10,
  maxLength: 128,
  /** zxcvbn's score, 0-4: 3 is "safely unguessable: moderate protection from offline attacks". */
  minScore: 3,
} as const;

export const PASSWORD_RULE_TEXT =
  `Almeno ${PASSWORD_RULES.minLength} caratteri, non una password comune né facile da ` +
  'indovinare (niente nomi, date o sequenze come 123456), diversa da quella attuale. ' +
  'Una frase di tre o quattro parole è facile da ricordare e difficile da indovinare.';

export const PASSWORD_MESSAGES = {
  tooShort: `La nuova password deve avere almeno ${PASSWORD_RULES.minLength} caratteri.`,
  tooLong: `La nuova password può avere al massimo ${PASSWORD_RULES.maxLength} caratteri.`,
  tooWeak: 'La nuova password è troppo facile da indovinare: usa più parole, o parole meno comuni.',
  sameAsOld: 'La nuova password deve essere diversa da quella attuale.',
  personal: 'La nuova password non deve contenere il tuo nome o il tuo indirizzo e-mail.',
  wrongOld: 'La password attuale non è corretta.',
  missingOld: 'Inserisci la password attuale.',
} as const;
