import type { JourneyTitle } from '../progress/titles.ts';

/**
 * Chat identity (spec 02 §6, §9): the username is `<role>.<nickname><code>`, the code telling
 * the student's title. Readers derive nickname and role from the username alone, so a
 * Rocket.Chat server can carry them unchanged.
 */
export const CHAT_TITLE_CODES: Record<JourneyTitle | 'none', string> = {
  nerd: '4090',
  master: '8080',
  legend: '7325',
  expert: '9900',
  champion: '3458',
  explorer: '7765',
  // Noob students and every other role: the spec's "none".
  noob: '0000',
  none: '0000',
};

export type ChatRole = 'student' | 'professor' | 'visitor' | 'sorintian' | 'admin';

/** "Sara Colombo" → "sara_colombo": letters and digits of the name, lower case, ASCII only. */
export function chatNickname(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return ascii === '' ? 'utente' : ascii.slice(0, 40);
}

/**
 * The chat username of a user. The user id keeps it unique (two Sara Colombo); the code follows
 * the title, so a new title makes a new username at the next chat login (messages keep the
 * sender's id and show the current name).
 */
export function chatUsername(input: {
  role: string;
  name: string;
  userId: string;
  title: JourneyTitle | null;
}): string {
  const code = CHAT_TITLE_CODES[input.title ?? 'none'];
  return `${input.role}.${chatNickname(input.name)}_${input.userId}${code}`;
}

const ROLES: readonly ChatRole[] = ['student', 'professor', 'visitor', 'sorintian'];

/**
 * Nickname and role from a username (spec 02 §6): the prefix before the dot is the role; a
 * username containing "admin" is an admin; anything else is a visitor. The nickname drops the
 * role and the four-digit title code.
 */
export function readChatUsername(username: string): { nickname: string; role: ChatRole } {
  const dot = username.indexOf('.');
  const prefix = dot > 0 ? username.slice(0, dot) : '';
  const rest = dot > 0 ? username.slice(dot + 1) : username;
  const nickname =
    rest
      .replace(/_?\d*\d{4}$/, '')
      .replace(/_/g, ' ')
      .trim() || rest;
  const role: ChatRole = username.toLowerCase().includes('admin')
    ? 'admin'
    : (ROLES.find((candidate) => candidate === prefix) ?? 'visitor');
  return { nickname, role };
}
