import { describe, expect, it } from 'vitest';
import type { Role } from '../auth/roles.ts';
import { ROLES } from '../auth/roles.ts';
import type { AppEnvironment } from './navigation-types.ts';
import { findRoleBlock, isPathAllowedForRole } from './role-blocks.ts';

type Expected = Record<Role, string | null>;

// The spec's table (spec 01 §2 point 5, spec 02 §6) written out per role: null = allowed,
// otherwise the redirect target. Every area is probed at its root and at a sub-route.
const PRODUCTION_TABLE: ReadonlyArray<readonly [string, Expected]> = [
  ['/profile', { sorintian: '/', visitor: null, student: null, professor: null }],
  ['/profile/42', { sorintian: '/', visitor: null, student: null, professor: null }],
  ['/profile/settings', { sorintian: '/', visitor: null, student: null, professor: null }],
  [
    '/profile/cv',
    { sorintian: null, visitor: '/profile', student: '/profile', professor: '/profile' },
  ],
  [
    '/profile/cv/print',
    { sorintian: null, visitor: '/profile', student: '/profile', professor: '/profile' },
  ],
  ['/settings', { sorintian: '/', visitor: null, student: null, professor: null }],
  ['/settings/password', { sorintian: '/', visitor: null, student: null, professor: null }],
  ['/report', { sorintian: '/', visitor: '/', student: '/', professor: null }],
  ['/report/test-attempt/12', { sorintian: '/', visitor: '/', student: '/', professor: null }],
  ['/classroom-management', { sorintian: '/', visitor: '/', student: '/', professor: null }],
  ['/classroom-management/3', { sorintian: '/', visitor: '/', student: '/', professor: null }],
  ['/courses', { sorintian: '/', visitor: '/', student: null, professor: '/' }],
  ['/courses/7', { sorintian: '/', visitor: '/', student: null, professor: '/' }],
  ['/live', { sorintian: '/', visitor: '/', student: null, professor: null }],
  ['/live/watch', { sorintian: '/', visitor: '/', student: null, professor: null }],
  ['/lti', { sorintian: '/', visitor: '/', student: '/', professor: '/' }],
  ['/lti/courses/5', { sorintian: '/', visitor: '/', student: '/', professor: '/' }],
  ['/games', { sorintian: '/', visitor: '/', student: '/', professor: '/' }],
  ['/games/quiz', { sorintian: '/', visitor: '/', student: '/', professor: '/' }],
  // Outside every area: nobody is blocked.
  ['/', { sorintian: null, visitor: null, student: null, professor: null }],
  ['/map', { sorintian: null, visitor: null, student: null, professor: null }],
  ['/module-detail/abc123', { sorintian: null, visitor: null, student: null, professor: null }],
];

const rows = (environment: AppEnvironment, table: typeof PRODUCTION_TABLE) =>
  table.flatMap(([path, expected]) =>
    ROLES.map((role) => ({ environment, path, role, expected: expected[role] })),
  );

describe('role-block table in production', () => {
  it.each(rows('production', PRODUCTION_TABLE))(
    '$role on $path → $expected',
    ({ environment, path, role, expected }) => {
      expect(findRoleBlock(path, role, environment)?.redirectTo ?? null).toBe(expected);
      expect(isPathAllowedForRole(path, role, environment)).toBe(expected === null);
    },
  );
});

describe('role-block table in development', () => {
  // /lti and /games open up in development; every other row is unchanged.
  const developmentTable = PRODUCTION_TABLE.map(([path, expected]): readonly [string, Expected] =>
    /^\/(lti|games)/.test(path)
      ? [path, { sorintian: null, visitor: null, student: null, professor: null }]
      : [path, expected],
  );
  it.each(rows('development', developmentTable))(
    '$role on $path → $expected',
    ({ environment, path, role, expected }) => {
      expect(findRoleBlock(path, role, environment)?.redirectTo ?? null).toBe(expected);
    },
  );
});

describe('role-block matching', () => {
  it.each([
    ['/PROFILE/CV', 'student', '/profile'],
    ['/Profile/Cv/', 'professor', '/profile'],
    ['/Report/x', 'student', '/'],
    ['/REPORT', 'visitor', '/'],
    ['/Courses?tab=1', 'professor', '/'],
    ['/LIVE#now', 'sorintian', '/'],
    ['/Classroom-Management/', 'student', '/'],
  ] as const)('is case-insensitive: %s for %s → %s', (path, role, target) => {
    expect(findRoleBlock(path, role, 'production')?.redirectTo).toBe(target);
  });

  it.each([
    ['/reporting', 'student'],
    ['/reports', 'visitor'],
    ['/profiles', 'sorintian'],
    ['/profile/cvs', 'student'],
    ['/settingsx', 'sorintian'],
    ['/coursesx', 'professor'],
    ['/lives', 'visitor'],
    ['/ltix', 'student'],
    ['/gamesroom', 'professor'],
    ['/classroom-management-old', 'student'],
  ] as const)('a longer word is not a sub-route: %s is open to %s', (path, role) => {
    expect(findRoleBlock(path, role, 'production')).toBeNull();
  });
});
