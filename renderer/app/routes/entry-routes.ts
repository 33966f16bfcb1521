import type { RouteDefinition } from './route-definition.ts';
import { HomePage, NotFoundPage, SignInPage, SsoPage, WelcomePage } from '../lazy-pages.ts';

/** Sign-in, single sign-on, welcome, home and the 404 catch-all. */
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
    key: 'notFound',
    layout: 'default',
    title: 'Pagina non trovata',
    description: 'Il pianeta che stai cercando non esiste nello spazio HG.',
    flags: { public: true },
    page: NotFoundPage,
  },
];
