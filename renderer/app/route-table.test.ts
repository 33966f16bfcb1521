import { describe, expect, it } from 'vitest';
import { paths } from '#common/routing/paths.ts';
import { ROUTE_TABLE } from './route-table.ts';

// Every route of spec 01 §2 and spec 02 §2, with the layout it is registered under.
const EXPECTED_LAYOUTS: Record<string, string> = {
  '/': 'default',
  '/welcome': 'no-breadcrumb',
  // Issue 26: the accessibility statement, public.
  '/accessibilita': 'default',
  // Issue 25: the public check of a certificate's code.
  '/verify': 'empty',
  '/verify/:code': 'empty',
  '/map': 'level',
  '/levels': 'level',
  '/module-detail/:moduleId': 'banner',
  '/module-detail/:moduleId/episode-detail/:episodeId': 'banner',
  '/module-detail/:moduleId/quiz/:quizId': 'default',
  '/module-detail/:moduleId/quiz-answers/:quizId': 'default',
  '/final-test-answers/:testId': 'default',
  '/ondemand': 'default',
  '/skill-focus': 'default',
  '/skill-focus/:focusId': 'default',
  '/assessment': 'default',
  '/assessment/:id': 'default',
  '/assessment/results': 'default',
  '/assessment/thanks': 'default',
  '/auth/sso': 'none',
  '/sign-in': 'empty',
  // Issue 29: the forgotten password, public.
  '/password-dimenticata': 'empty',
  '/reimposta-password': 'empty',
  '/profile': 'default',
  '/profile/:userId': 'default',
  '/profile/cv': 'default',
  '/settings': 'default',
  '/profile/settings': 'default',
  '/courses': 'default',
  '/live': 'default',
  '/live/profile/:userId': 'default',
  '/live/quiz/:quizId': 'default',
  '/live/watch': 'live',
  '/classroom-management': 'default',
  '/report': 'default',
  '/report/test-attempt/:attemptId': 'default',
  '/report/test-attempt/live/:attemptId': 'default',
  '/games': 'default',
  '/lti': 'default',
  '/lti/courses': 'default',
  '/lti/courses/:id': 'default',
  // Ours (issue 12): the pages of the admin flag.
  '/admin/moderation': 'default',
  '/admin/surveys': 'default',
  // Issue 23: the content packs of the admin flag.
  '/admin/content': 'default',
  // Issue 28 §6: the server's state, for the admin flag.
  '/admin/server': 'default',
  // Issue 24: an author's preview of a draft.
  '/studio/:pack/anteprima': 'default',
  // Issue 24: the studio (the preview, /studio/:pack/anteprima, is registered with its page).
  '/studio': 'default',
  '/studio/:pack': 'default',
  '/studio/:pack/pacchetto': 'default',
  '/studio/:pack/livelli/:level': 'default',
  '/studio/:pack/elementi/:entity': 'default',
  '/studio/:pack/raccolte/:collection': 'default',
  '/studio/:pack/elenchi/:list': 'default',
  '/studio/:pack/corsi/:course': 'default',
  '*': 'default',
};

const registered = ROUTE_TABLE.map((route) => [paths[route.key].path, route] as const);

describe('route table', () => {
  it('registers every route of the spec once, with its layout', () => {
    expect(Object.fromEntries(registered.map(([path, route]) => [path, route.layout]))).toEqual(
      EXPECTED_LAYOUTS,
    );
    expect(registered).toHaveLength(Object.keys(EXPECTED_LAYOUTS).length);
  });

  it('opens exactly /sign-in, /auth/sso, the forgotten password, the certificate check and the 404 page without authentication', () => {
    const open = registered.filter(([, route]) => route.flags?.public).map(([path]) => path);
    expect(open.sort()).toEqual([
      '*',
      '/accessibilita',
      '/auth/sso',
      '/password-dimenticata',
      '/reimposta-password',
      '/sign-in',
      '/verify',
      '/verify/:code',
    ]);
  });

  it('flags /auth/sso as the sso entry', () => {
    expect(registered.filter(([, route]) => route.flags?.ssoEntry).map(([path]) => path)).toEqual([
      '/auth/sso',
    ]);
  });

  it('asks digits of database ids only, and hexadecimal module ids', () => {
    const digits = registered.filter(([, route]) =>
      Object.values(route.params ?? {}).includes('digits'),
    );
    expect(digits.map(([path]) => path).sort()).toEqual([
      '/live/profile/:userId',
      '/live/quiz/:quizId',
      '/profile/:userId',
      '/report/test-attempt/:attemptId',
    ]);
    for (const [path, route] of registered) {
      if (path.startsWith('/module-detail/')) expect(route.params?.moduleId).toBe('hex');
    }
  });

  it('gives every page an Italian title and description', () => {
    for (const [, route] of registered) {
      expect(route.title.length).toBeGreaterThan(0);
      expect(route.description?.length ?? 0).toBeGreaterThan(0);
    }
  });
});
