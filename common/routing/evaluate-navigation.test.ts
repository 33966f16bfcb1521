import { describe, expect, it } from 'vitest';
import { evaluateNavigation } from './evaluate-navigation.ts';
import type { NavigationInput } from './navigation-types.ts';
import { resolveRouteMiddleware } from './route-middleware.ts';

const base: NavigationInput = {
  path: '/map',
  role: 'student',
  hasSession: true,
  unlockStatus: 'ok',
  environment: 'production',
  routeFlags: {},
};

const decide = (overrides: Partial<NavigationInput>) =>
  evaluateNavigation({ ...base, ...overrides });
const redirect = (to: string, reason: string, external = false) => ({
  kind: 'redirect',
  to,
  external,
  reason,
});

describe('rule 1: authentication', () => {
  it.each([
    [
      'no session on a protected route',
      { hasSession: false, role: null },
      redirect('/sign-in', 'auth'),
    ],
    ['session on a protected route', {}, { kind: 'allow' }],
    [
      'no session on a public route',
      { hasSession: false, role: null, routeFlags: { public: true } },
      { kind: 'allow' },
    ],
    [
      'no session, coming from the sso page',
      { hasSession: false, role: null, fromSsoEntry: true },
      { kind: 'allow' },
    ],
  ] as const)('%s', (_name, overrides, expected) => {
    expect(decide(overrides)).toEqual(expected);
  });

  it('checks authentication before the role blocks', () => {
    expect(decide({ path: '/report', hasSession: false, role: null })).toEqual(
      redirect('/sign-in', 'auth'),
    );
  });
});

describe('rule 2: assessment', () => {
  it.each([
    '/assessment',
    '/assessment/3',
    '/assessment/results',
    '/assessment/thanks',
    '/ASSESSMENT/Thanks',
  ])('%s goes home', (path) => {
    expect(decide({ path })).toEqual(redirect('/', 'assessment'));
  });

  it('closes every path that starts with /assessment, as the spec words it', () => {
    expect(decide({ path: '/assessments' })).toEqual(redirect('/', 'assessment'));
    expect(decide({ path: '/ASSESSMENT/results' })).toEqual(redirect('/', 'assessment'));
    expect(decide({ path: '/self-assessment' })).toEqual({ kind: 'allow' });
  });

  it('still asks for a session first', () => {
    expect(decide({ path: '/assessment', hasSession: false, role: null })).toEqual(
      redirect('/sign-in', 'auth'),
    );
  });
});

describe('rule 3: journey unlock', () => {
  it.each([
    ['/', 'locked', redirect('/welcome', 'unlock')],
    ['/map', 'locked', redirect('/welcome', 'unlock')],
    ['/profile', 'locked', redirect('/welcome', 'unlock')],
    ['/welcome', 'locked', { kind: 'allow' }],
    ['/Welcome/', 'locked', { kind: 'allow' }],
    ['/welcome', 'ok', redirect('/', 'welcome-done')],
    ['/map', 'ok', { kind: 'allow' }],
    ['/welcome', 'unknown', { kind: 'allow' }],
    ['/map', 'unknown', { kind: 'allow' }],
  ] as const)('%s with status %s', (path, unlockStatus, expected) => {
    expect(decide({ path, unlockStatus })).toEqual(expected);
  });

  it('sends a signed-in locked user to /welcome from public pages too (any path outside it)', () => {
    expect(
      decide({ path: '/pagina-inesistente', unlockStatus: 'locked', routeFlags: { public: true } }),
    ).toEqual(redirect('/welcome', 'unlock'));
  });

  it('lets a locked user read the accessibility statement, which /welcome links', () => {
    expect(
      decide({ path: '/accessibilita', unlockStatus: 'locked', routeFlags: { public: true } }),
    ).toEqual({ kind: 'allow' });
  });

  it('leaves public pages alone for a visitor without a session', () => {
    expect(
      decide({
        path: '/sign-in',
        hasSession: false,
        role: null,
        unlockStatus: 'unknown',
        routeFlags: { public: true },
      }),
    ).toEqual({ kind: 'allow' });
  });

  it('sends a locked student to /welcome before any role block', () => {
    expect(decide({ path: '/report', unlockStatus: 'locked' })).toEqual(
      redirect('/welcome', 'unlock'),
    );
  });
});

describe('an expired password comes first (issue 11)', () => {
  it.each([
    ['/map', 'locked', redirect('/profile/settings', 'password')],
    ['/welcome', 'locked', redirect('/profile/settings', 'password')],
    ['/profile/settings', 'locked', { kind: 'allow' }],
    ['/map', 'ok', { kind: 'allow' }],
  ] as const)('a student on %s with a %s journey', (path, unlockStatus, expected) => {
    expect(decide({ path, unlockStatus, passwordExpired: true })).toEqual(expected);
  });

  it('opens the password page to a company user whose password must change', () => {
    expect(decide({ role: 'sorintian', path: '/profile/settings', passwordExpired: true })).toEqual(
      {
        kind: 'allow',
      },
    );
    expect(decide({ role: 'sorintian', path: '/profile/settings' })).toEqual(redirect('/', 'role'));
    expect(decide({ role: 'sorintian', path: '/profile', passwordExpired: true })).toEqual(
      redirect('/', 'role'),
    );
  });
});

describe('rule 5: role blocks in the pipeline', () => {
  it.each([
    ['professor', '/courses', redirect('/', 'role')],
    ['student', '/profile/cv', redirect('/profile', 'role')],
    // The most specific row decides: /profile/cv is the company's, /profile the others'.
    ['sorintian', '/profile/cv', { kind: 'allow' }],
    ['sorintian', '/profile/42', redirect('/', 'role')],
    ['visitor', '/profile/cv', redirect('/profile', 'role')],
    ['professor', '/profile/cv', redirect('/profile', 'role')],
    ['professor', '/report', { kind: 'allow' }],
  ] as const)('%s on %s', (role, path, expected) => {
    expect(decide({ role, path })).toEqual(expected);
  });

  it('opens /games in development', () => {
    expect(decide({ path: '/games', environment: 'development' })).toEqual({ kind: 'allow' });
  });
});

describe('rule 6: redirects carried by the route rule', () => {
  it('follows an internal redirect', () => {
    expect(decide({ routeFlags: { redirect: { to: '/levels' } } })).toEqual(
      redirect('/levels', 'route-rule'),
    );
  });

  it('marks an external redirect for a full page load', () => {
    expect(
      decide({ routeFlags: { redirect: { to: 'https://eventi.example/x', external: true } } }),
    ).toEqual(redirect('https://eventi.example/x', 'route-rule', true));
  });
});

describe('rule 7: named middleware', () => {
  it('runs a known rule the route names', () => {
    expect(decide({ routeFlags: { middleware: ['auth'] }, hasSession: false, role: null })).toEqual(
      redirect('/sign-in', 'auth'),
    );
  });

  it.each(['admin-only', 'constructor', 'toString', ''])(
    'throws for the unknown rule %j',
    (name) => {
      expect(() => decide({ routeFlags: { middleware: [name] } })).toThrow(
        new Error('Unknown route middleware'),
      );
      expect(() => resolveRouteMiddleware(name)).toThrow('Unknown route middleware');
    },
  );
});
