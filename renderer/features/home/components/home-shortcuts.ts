import type { Role } from '#common/auth/roles.ts';
import type { AppEnvironment } from '#common/routing/navigation-types.ts';
import { isPathAllowedForRole } from '#common/routing/role-blocks.ts';

export interface HomeShortcut {
  readonly to: string;
  readonly title: string;
  readonly text: string;
  /** Only these roles get the card (beyond what the role-block table allows). */
  readonly onlyFor?: readonly Role[];
}

const SHORTCUTS: readonly HomeShortcut[] = [
  {
    to: '/map',
    title: 'Mappa del viaggio',
    text: 'Riprendi il percorso guidato, livello dopo livello.',
  },
  {
    to: '/levels',
    title: 'Livelli',
    text: 'Tutti i livelli con moduli, pit stop, focus e test finali.',
  },
  { to: '/ondemand', title: 'On demand', text: 'Contenuti da seguire quando vuoi.' },
  {
    to: '/skill-focus',
    title: 'Skill focus',
    text: 'Percorsi brevi per approfondire una competenza.',
  },
  {
    to: '/courses',
    title: 'I miei corsi',
    text: 'I corsi live a cui sei iscritto.',
    onlyFor: ['student'],
  },
  { to: '/live', title: 'Live', text: 'Le dirette, i loro episodi e la prossima in programma.' },
  {
    to: '/profile?section=certificates',
    title: 'I miei certificati',
    text: 'I certificati ottenuti e le ore di PCTO.',
    onlyFor: ['student'],
  },
  {
    to: '/classroom-management',
    title: 'Gestione classi',
    text: 'Le tue classi, gli studenti e gli inviti.',
  },
  { to: '/report', title: 'Report', text: 'Statistiche, tentativi e certificati delle classi.' },
  {
    to: '/profile',
    title: 'Profilo personale',
    text: 'I tuoi dati, i riconoscimenti e la classifica.',
  },
  { to: '/settings', title: 'Impostazioni', text: 'Dati del profilo e password.' },
  { to: '/games', title: 'Giochi', text: 'Sfide per mettere alla prova quello che sai.' },
  { to: '/lti', title: 'Strumenti esterni', text: 'I corsi delle piattaforme collegate.' },
];

/** The cards of the home page: the areas this role may open (the guard's own table decides). */
export function homeShortcuts(role: Role, environment: AppEnvironment): HomeShortcut[] {
  return SHORTCUTS.filter(
    (shortcut) =>
      (shortcut.onlyFor === undefined || shortcut.onlyFor.includes(role)) &&
      isPathAllowedForRole(shortcut.to, role, environment),
  );
}
