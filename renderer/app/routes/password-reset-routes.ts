import type { RouteDefinition } from './route-definition.ts';
import { ForgottenPasswordPage, ResetPasswordPage } from '../lazy-pages.ts';

/**
 * The forgotten password (issue 29 §3): public, in the sign-in page's empty layout — the person
 * cannot sign in, and the mailed link opens the second page in a browser with no session.
 */
export const PASSWORD_RESET_ROUTES: readonly RouteDefinition[] = [
  {
    key: 'forgottenPassword',
    layout: 'empty',
    title: 'Password dimenticata',
    description: 'Ricevi per e-mail un link per scegliere una nuova password.',
    flags: { public: true },
    page: ForgottenPasswordPage,
  },
  {
    key: 'resetPassword',
    layout: 'empty',
    title: 'Nuova password',
    description: 'Scegli una nuova password con il link ricevuto per e-mail.',
    flags: { public: true },
    page: ResetPasswordPage,
  },
];
