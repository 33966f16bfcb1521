import type { RouteDefinition } from './route-definition.ts';
import {
  CoursesPage,
  CvPage,
  LivePage,
  ProfilePage,
  SettingsPage,
  UserProfilePage,
} from '../lazy-pages.ts';

/** Profile, settings and the live area (spec 02 §2). */
export const ACCOUNT_ROUTES: readonly RouteDefinition[] = [
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
    params: { userId: 'digits' },
    page: UserProfilePage,
  },
  {
    key: 'profileCv',
    layout: 'default',
    title: 'Curriculum',
    description: 'I curriculum degli studenti che hanno accettato di essere contattati.',
    page: CvPage,
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
];
