import { describe, expect, it } from 'vitest';
import type { Role } from '#common/auth/roles.ts';
import {
  avatarMenuEntries,
  eventsSsoUrl,
  headerEntries,
  mobileMenuEntries,
} from './header-entries.ts';

const labels = (entries: { label: string }[]) => entries.map((entry) => entry.label);
const EVENTS = 'https://eventi.example.ch/';

describe('header entries per role', () => {
  it('gives a professor who edits a live course the studio, and no one else by that right', () => {
    expect(labels(headerEntries({ role: 'professor', eventsUrl: '', courseAuthor: true }))).toEqual(
      [
        'HOME',
        'GESTIONE CLASSI',
        'REPORT',
        'STUDIO',
        'PROFILO PERSONALE',
        'IMPOSTAZIONI',
        'LOG OUT',
      ],
    );
    expect(
      labels(headerEntries({ role: 'student', eventsUrl: '', courseAuthor: true })),
    ).not.toContain('STUDIO');
  });

  it.each<[Role, string[]]>([
    [
      'student',
      [
        'HOME',
        'I MIEI CERTIFICATI',
        'I MIEI CORSI',
        'HG EVENT',
        'PROFILO PERSONALE',
        'IMPOSTAZIONI',
        'LOG OUT',
      ],
    ],
    [
      'professor',
      [
        'HOME',
        'GESTIONE CLASSI',
        'REPORT',
        'HG EVENT',
        'PROFILO PERSONALE',
        'IMPOSTAZIONI',
        'LOG OUT',
      ],
    ],
    ['visitor', ['HOME', 'PROFILO PERSONALE', 'IMPOSTAZIONI', 'LOG OUT']],
    ['sorintian', ['HOME', 'CURRICULUM STUDENTI', 'LOG OUT']],
  ])('entries of a %s', (role, expected) => {
    expect(labels(headerEntries({ role, eventsUrl: EVENTS }))).toEqual(expected);
  });

  it('hides HG EVENT when no events platform is configured', () => {
    expect(labels(headerEntries({ role: 'student', eventsUrl: ' ' }))).not.toContain('HG EVENT');
  });

  it('links the certificates to the profile section', () => {
    const certificates = headerEntries({ role: 'student', eventsUrl: '' }).find(
      (entry) => entry.id === 'certificates',
    );
    expect(certificates?.action).toEqual({ kind: 'link', to: '/profile?section=certificates' });
  });

  it.each<[Role, boolean, string[]]>([
    ['student', false, ['Profilo personale', 'Impostazioni', 'Log out']],
    ['professor', false, ['Profilo personale', 'Impostazioni', 'Log out']],
    ['visitor', false, ['Profilo personale', 'Impostazioni', 'Log out']],
    ['sorintian', false, ['Log out']],
    ['student', true, ['Log out']],
    ['professor', true, ['Log out']],
  ])('avatar dropdown of a %s (on /welcome: %s)', (role, onWelcome, expected) => {
    expect(labels(avatarMenuEntries(role, onWelcome))).toEqual(expected);
  });

  it('gives admins their pages in the avatar dropdown and in the mobile menu, before Log out', () => {
    expect(labels(avatarMenuEntries('professor', false, true))).toEqual([
      'Profilo personale',
      'Impostazioni',
      'Risultati dei sondaggi',
      'Moderazione',
      'Contenuti',
      'Studio',
      'Stato del server',
      'Log out',
    ]);
    expect(labels(avatarMenuEntries('professor', true, true))).toEqual(['Log out']);
    const mobile = mobileMenuEntries({ role: 'professor', eventsUrl: '' }, true);
    expect(labels(mobile).slice(-6)).toEqual([
      'RISULTATI SONDAGGI',
      'MODERAZIONE',
      'CONTENUTI',
      'STUDIO',
      'STATO DEL SERVER',
      'LOG OUT',
    ]);
    expect(mobile.find((entry) => entry.id === 'studio')?.action).toEqual({
      kind: 'link',
      to: '/studio',
    });
    expect(mobile.find((entry) => entry.id === 'moderation')?.action).toEqual({
      kind: 'link',
      to: '/admin/moderation',
    });
    expect(mobile.find((entry) => entry.id === 'content-packs')?.action).toEqual({
      kind: 'link',
      to: '/admin/content',
    });
    expect(mobile.find((entry) => entry.id === 'operations')?.action).toEqual({
      kind: 'link',
      to: '/admin/server',
    });
    expect(labels(mobileMenuEntries({ role: 'professor', eventsUrl: '' }, false))).toEqual(
      labels(headerEntries({ role: 'professor', eventsUrl: '' })),
    );
  });

  it('builds the events sso address with the encoded one-time code, never a token', () => {
    expect(eventsSsoUrl(EVENTS, 'Ab_-c+d')).toBe(
      'https://eventi.example.ch/auth/sso?code=Ab_-c%2Bd',
    );
  });
});
