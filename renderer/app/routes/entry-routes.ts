import type { RouteDefinition } from './route-definition.ts';
import {
  AccessibilityStatementPage,
  HomePage,
  NotFoundPage,
  SignInPage,
  SsoPage,
  WelcomePage,
} from '../lazy-pages.ts';

/**
 * Sign-in, single sign-on, welcome, home, the accessibility statement (public: whoever meets a
 * barrier, signing in included, must be able to read how to report it) and the 404 catch-all.
 */
export const ENTRY_ROUTES: readonly RouteDefinition[] = [
  {
    key: 'signIn',
    layout: 'empty',
    title: 'Accedi',
    description: "Entra con l'e-mail e la password del tuo account.",
    flags: { public: true },
    page: SignInPage,
  },
  {
    key: 'sso',
    layout: 'none',
    title: 'Accesso',
    description: 'Accesso con il login condiviso.',
    flags: { public: true, ssoEntry: true },
    page: SsoPage,
  },
  {
    key: 'welcome',
    layout: 'no-breadcrumb',
    title: 'Introduzione',
    description: 'Il punto di partenza del tuo viaggio.',
    page: WelcomePage,
  },
  {
    key: 'home',
    layout: 'default',
    title: 'Home',
    description: 'La tua base nella Tech Journey.',
    page: HomePage,
  },
  {
    key: 'accessibility',
    layout: 'default',
    title: 'Dichiarazione di accessibilità',
    description: 'Quanto la Tech Journey è accessibile, che cosa manca ancora e come segnalarlo.',
    flags: { public: true },
    page: AccessibilityStatementPage,
  },
  {
    key: 'notFound',
    layout: 'default',
    title: 'Pagina non trovata',
    description: 'Il pianeta che stai cercando non esiste nello spazio HG.',
    flags: { public: true },
    page: NotFoundPage,
  },
];
