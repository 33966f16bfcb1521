import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteFlags } from '../../common/routing/navigation-types.ts';
import type { ParamRule } from '../../common/routing/route-params.ts';
import type { LayoutName } from './layouts/layout-names.ts';
import type { PathKey } from './paths.ts';
import {
  SignInPage,
  SsoPage,
  WelcomePage,
  HomePage,
  MapPage,
  LevelsPage,
  ModulesPage,
  QuizzesPage,
  OnDemandPage,
  SkillFocusPage,
  AssessmentPage,
  ProfilePage,
  SettingsPage,
  CoursesPage,
  LivePage,
  ClassroomsPage,
  ReportsPage,
  GamesPage,
  LtiPage,
  NotFoundPage,
} from './lazy-pages.ts';

/** One route of the app: its path key, layout, title and guard flags. */
export interface RouteDefinition {
  readonly key: Exclude<PathKey, 'certificates'>;
  readonly layout: LayoutName;
  readonly title: string;
  readonly description?: string;
  readonly flags?: RouteFlags;
  /** Parameter rules; a parameter that breaks its rule makes the route a 404. */
  readonly params?: Readonly<Record<string, ParamRule>>;
  /** The pages above this one in the breadcrumb (Home is always first). */
  readonly parents?: readonly PathKey[];
  readonly page: LazyExoticComponent<ComponentType>;
}

/**
 * Every route of spec 01 §2 and spec 02 §2. Where the spec leaves a choice open:
 * - /sign-in is the route with the empty layout and no authentication;
 * - the catch-all 404 page is the route with the default layout and no authentication;
 * - /live/watch is the authenticated route with the live layout;
 * - /auth/sso has no layout, needs no session of its own, and is the sso entry whose outgoing
 *   navigations skip the authentication check (spec 01 §2 point 1);
 * - /report/test-attempt/:attemptId is the one route whose id must be digits;
 * - /assessment* are registered so the guard, not a 404, answers them (they always go home).
 */
export const ROUTE_TABLE: readonly RouteDefinition[] = [
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
    title: 'Benvenuto',
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
    key: 'map',
    layout: 'level',
    title: 'Mappa del viaggio',
    description: 'Il tuo percorso guidato, livello dopo livello.',
    page: MapPage,
  },
  {
    key: 'levels',
    layout: 'level',
    title: 'Livelli',
    description: 'Tutti i livelli della Tech Journey e i loro contenuti.',
    page: LevelsPage,
  },
  {
    key: 'moduleDetail',
    layout: 'banner',
    title: 'Modulo',
    description: 'Le sezioni del modulo, con lezioni, esercizi e quiz.',
    params: { moduleId: 'hex' },
    parents: ['map'],
    page: ModulesPage,
  },
  {
    key: 'episodeDetail',
    layout: 'banner',
    title: 'Episodio',
    description: 'La lezione, le domande e le risposte della community.',
    params: { moduleId: 'hex' },
    parents: ['map', 'moduleDetail'],
    page: ModulesPage,
  },
  {
    key: 'quiz',
    layout: 'default',
    title: 'Quiz',
    description: 'Rispondi alle domande: puoi ripetere il quiz finché non lo superi.',
    params: { moduleId: 'hex' },
    parents: ['map', 'moduleDetail'],
    page: QuizzesPage,
  },
  {
    key: 'quizAnswers',
    layout: 'default',
    title: 'Risposte del quiz',
    description: 'Le tue risposte, con le spiegazioni.',
    params: { moduleId: 'hex' },
    parents: ['map', 'moduleDetail'],
    page: QuizzesPage,
  },
  {
    key: 'finalTestAnswers',
    layout: 'default',
    title: 'Risposte del test finale',
    description: 'Le tue risposte al test finale del livello.',
    parents: ['map'],
    page: QuizzesPage,
  },
  {
    key: 'onDemand',
    layout: 'default',
    title: 'On demand',
    description: 'Contenuti da seguire quando vuoi.',
    page: OnDemandPage,
  },
  {
    key: 'skillFocus',
    layout: 'default',
    title: 'Skill focus',
    description: 'Percorsi brevi per approfondire una competenza.',
    page: SkillFocusPage,
  },
  {
    key: 'skillFocusDetail',
    layout: 'default',
    title: 'Focus',
    description: 'Le risorse di questo skill focus.',
    parents: ['skillFocus'],
    page: SkillFocusPage,
  },

  {
    key: 'assessment',
    layout: 'default',
    title: 'Autovalutazione',
    description: 'Scopri da dove partire con un breve questionario.',
    page: AssessmentPage,
  },
  {
    key: 'assessmentQuestion',
    layout: 'default',
    title: 'Domanda',
    description: 'Una domanda del questionario di autovalutazione.',
    parents: ['assessment'],
    page: AssessmentPage,
  },
  {
    key: 'assessmentResults',
    layout: 'default',
    title: 'Risultati',
    description: 'Il risultato della tua autovalutazione.',
    parents: ['assessment'],
    page: AssessmentPage,
  },
  {
    key: 'assessmentThanks',
    layout: 'default',
    title: 'Grazie',
    description: 'Grazie per aver completato il questionario.',
    parents: ['assessment'],
    page: AssessmentPage,
  },

  {
    key: 'profile',
    layout: 'default',
    title: 'Profilo personale',
    description: 'I tuoi dati, i riconoscimenti, i certificati e la classifica.',
    page: ProfilePage,
  },
  {
    key: 'userProfile',
    layout: 'default',
    title: 'Profilo utente',
    description: 'Il profilo pubblico di un utente della Tech Journey.',
    page: ProfilePage,
  },
  {
    key: 'profileCv',
    layout: 'default',
    title: 'Curriculum',
    description: 'Il curriculum generato dal tuo profilo.',
    parents: ['profile'],
    page: ProfilePage,
  },
  {
    key: 'settings',
    layout: 'default',
    title: 'Impostazioni',
    description: 'Dati del profilo, password e messaggi.',
    page: SettingsPage,
  },
  {
    key: 'profileSettings',
    layout: 'default',
    title: 'Impostazioni',
    description: 'Dati del profilo, password e messaggi.',
    parents: ['profile'],
    page: SettingsPage,
  },

  {
    key: 'courses',
    layout: 'default',
    title: 'I miei corsi',
    description: 'I corsi live a cui sei iscritto.',
    page: CoursesPage,
  },
  {
    key: 'live',
    layout: 'default',
    title: 'Live',
    description: 'I corsi live, i loro episodi e la prossima diretta.',
    page: LivePage,
  },
  {
    key: 'liveProfile',
    layout: 'default',
    title: 'Profilo live',
    description: 'Il profilo di un partecipante ai corsi live.',
    parents: ['live'],
    page: LivePage,
  },
  {
    key: 'liveQuiz',
    layout: 'default',
    title: 'Quiz live',
    description: 'Rispondi alle domande del quiz della diretta.',
    parents: ['live'],
    page: LivePage,
  },
  {
    key: 'liveWatch',
    layout: 'live',
    title: 'Diretta',
    description: "Guarda l'episodio e partecipa alla chat.",
    parents: ['live'],
    page: LivePage,
  },

  {
    key: 'classroomManagement',
    layout: 'default',
    title: 'Gestione classi',
    description: 'Le tue classi, i loro studenti e gli inviti.',
    page: ClassroomsPage,
  },
  {
    key: 'report',
    layout: 'default',
    title: 'Report',
    description: 'Statistiche, tentativi e certificati delle tue classi.',
    page: ReportsPage,
  },
  {
    key: 'testAttemptReport',
    layout: 'default',
    title: 'Tentativo del test',
    description: 'Le risposte di uno studente a un test della Tech Journey.',
    params: { attemptId: 'digits' },
    parents: ['report'],
    page: ReportsPage,
  },
  {
    key: 'liveAttemptReport',
    layout: 'default',
    title: 'Tentativo del quiz live',
    description: 'Le risposte di uno studente a un quiz live.',
    parents: ['report'],
    page: ReportsPage,
  },

  {
    key: 'games',
    layout: 'default',
    title: 'Giochi',
    description: 'Sfide per mettere alla prova quello che sai.',
    page: GamesPage,
  },
  {
    key: 'lti',
    layout: 'default',
    title: 'Strumenti esterni',
    description: 'I corsi delle piattaforme didattiche collegate.',
    page: LtiPage,
  },
  {
    key: 'ltiCourses',
    layout: 'default',
    title: 'Corsi esterni',
    description: 'I corsi disponibili sulle piattaforme collegate.',
    parents: ['lti'],
    page: LtiPage,
  },
  {
    key: 'ltiCourse',
    layout: 'default',
    title: 'Corso esterno',
    description: 'Un corso di una piattaforma collegata.',
    parents: ['lti', 'ltiCourses'],
    page: LtiPage,
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
