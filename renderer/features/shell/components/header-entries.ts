import type { Role } from '#common/auth/roles.ts';
import { paths } from '#common/routing/paths.ts';

/** What choosing an entry does. */
export type EntryAction =
  | { readonly kind: 'link'; readonly to: string }
  /** Opens the events platform through its sso path with a one-time code. */
  | { readonly kind: 'events' }
  | { readonly kind: 'logout' };

export interface HeaderEntry {
  readonly id: string;
  readonly label: string;
  readonly action: EntryAction;
}

const HOME: HeaderEntry = { id: 'home', label: 'HOME', action: { kind: 'link', to: '/' } };
const CERTIFICATES: HeaderEntry = {
  id: 'certificates',
  label: 'I MIEI CERTIFICATI',
  action: { kind: 'link', to: '/profile?section=certificates' },
};
const COURSES: HeaderEntry = {
  id: 'courses',
  label: 'I MIEI CORSI',
  action: { kind: 'link', to: '/courses' },
};
const CLASSES: HeaderEntry = {
  id: 'classes',
  label: 'GESTIONE CLASSI',
  action: { kind: 'link', to: '/classroom-management' },
};
const REPORT: HeaderEntry = {
  id: 'report',
  label: 'REPORT',
  action: { kind: 'link', to: '/report' },
};
const EVENTS: HeaderEntry = { id: 'events', label: 'HG EVENT', action: { kind: 'events' } };
const PROFILE: HeaderEntry = {
  id: 'profile',
  label: 'PROFILO PERSONALE',
  action: { kind: 'link', to: '/profile' },
};
const SETTINGS: HeaderEntry = {
  id: 'settings',
  label: 'IMPOSTAZIONI',
  action: { kind: 'link', to: '/settings' },
};
/** The company's pool of student CVs (spec 02 §1; /profile/cv is theirs by the role table). */
const CV_POOL: HeaderEntry = {
  id: 'cv-pool',
  label: 'CURRICULUM STUDENTI',
  action: { kind: 'link', to: '/profile/cv' },
};
const LOGOUT: HeaderEntry = { id: 'logout', label: 'LOG OUT', action: { kind: 'logout' } };

const STUDIO: HeaderEntry = {
  id: 'studio',
  label: 'STUDIO',
  action: { kind: 'link', to: paths.studio.href() },
};

/** The pages of the users with the admin flag (a flag, not a role). */
const ADMIN_PAGES: readonly HeaderEntry[] = [
  {
    id: 'survey-results',
    label: 'RISULTATI SONDAGGI',
    action: { kind: 'link', to: paths.surveyResults.href() },
  },
  { id: 'moderation', label: 'MODERAZIONE', action: { kind: 'link', to: paths.moderation.href() } },
  {
    id: 'content-packs',
    label: 'CONTENUTI',
    action: { kind: 'link', to: paths.contentPacks.href() },
  },
  STUDIO,
  {
    id: 'operations',
    label: 'STATO DEL SERVER',
    action: { kind: 'link', to: paths.operations.href() },
  },
];

export interface HeaderEntriesInput {
  readonly role: Role;
  /** A professor named as a live course's editor: the studio is theirs too (issue 24). */
  readonly courseAuthor?: boolean;
  /** The events platform; its entry is hidden when no address is configured. */
  readonly eventsUrl: string;
}

/**
 * The full-screen mobile menu: the header entries, and for admins their pages before Log out
 * (on wide screens those live in the avatar dropdown, to keep the header's row short).
 */
export function mobileMenuEntries(input: HeaderEntriesInput, admin: boolean): HeaderEntry[] {
  const entries = headerEntries(input);
  if (!admin) return entries;
  return [...entries.slice(0, -1), ...ADMIN_PAGES, ...entries.slice(-1)];
}

/**
 * The header entries (spec 01 §2 "Application shell", spec 02 §2). The desktop links and the
 * full-screen mobile menu hold the same entries: Home for everyone, certificates and courses for
 * students, classes and report for professors, the events platform for both (when configured),
 * profile and settings except for sorintian (whom the role table keeps out of both), who have
 * the students' CVs instead, log out.
 */
export function headerEntries({
  role,
  eventsUrl,
  courseAuthor,
}: HeaderEntriesInput): HeaderEntry[] {
  const entries = [HOME];
  if (role === 'student') entries.push(CERTIFICATES, COURSES);
  if (role === 'professor') entries.push(CLASSES, REPORT);
  if (role === 'professor' && courseAuthor) entries.push(STUDIO);
  if ((role === 'student' || role === 'professor') && eventsUrl.trim() !== '') {
    entries.push(EVENTS);
  }
  if (role !== 'sorintian') entries.push(PROFILE, SETTINGS);
  else entries.push(CV_POOL);
  entries.push(LOGOUT);
  return entries;
}

/**
 * The avatar dropdown: profile and settings (not on /welcome, not for sorintian), the pages of
 * the admin flag (survey results, moderation, content packs, the studio, the server's state),
 * log out.
 */
export function avatarMenuEntries(role: Role, onWelcome: boolean, admin = false): HeaderEntry[] {
  const entries: HeaderEntry[] = [];
  if (!onWelcome && role !== 'sorintian') {
    entries.push(
      { id: 'profile', label: 'Profilo personale', action: { kind: 'link', to: '/profile' } },
      { id: 'settings', label: 'Impostazioni', action: { kind: 'link', to: '/settings' } },
    );
  }
  if (!onWelcome && admin) {
    entries.push(
      {
        id: 'survey-results',
        label: 'Risultati dei sondaggi',
        action: { kind: 'link', to: paths.surveyResults.href() },
      },
      {
        id: 'moderation',
        label: 'Moderazione',
        action: { kind: 'link', to: paths.moderation.href() },
      },
      {
        id: 'content-packs',
        label: 'Contenuti',
        action: { kind: 'link', to: paths.contentPacks.href() },
      },
      { id: 'studio', label: 'Studio', action: { kind: 'link', to: paths.studio.href() } },
      {
        id: 'operations',
        label: 'Stato del server',
        action: { kind: 'link', to: paths.operations.href() },
      },
    );
  }
  entries.push({ id: 'logout', label: 'Log out', action: { kind: 'logout' } });
  return entries;
}

/**
 * The address that opens the events platform signed in: its /auth/sso with a one-time code
 * (single use, 60 s) that the events platform redeems server-to-server. Never the access token:
 * an address ends up in histories, logs and Referer headers.
 */
export function eventsSsoUrl(eventsUrl: string, code: string): string {
  return `${eventsUrl.replace(/\/+$/, '')}/auth/sso?code=${encodeURIComponent(code)}`;
}
