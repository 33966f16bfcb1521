import { describe, expect, it } from 'vitest';
import type { OwnProfile } from '#common/api/profile/index.ts';
import {
  completionGuidance,
  isCompletionWidgetShown,
  shownPercentage,
} from './completion-widget-rules.ts';

type Item = OwnProfile['completion_items'][number];
const item = (key: Item['key'], place: Item['place'], done: boolean): Item => ({
  key,
  place,
  done,
  label: key,
});

function profile(options: {
  missing?: Array<Item['key']>;
  percentage?: number;
  tags?: Array<{ earned: boolean; favourite: boolean }>;
}) {
  const places: Record<Item['key'], Item['place']> = {
    avatar: 'profile',
    bio: 'profile',
    motto: 'profile',
    hobby: 'profile',
    skill: 'profile',
    contacts: 'settings',
    favourite_tag: 'awards',
  };
  const items = (Object.keys(places) as Array<Item['key']>).map((key) =>
    item(key, places[key], !(options.missing ?? []).includes(key)),
  );
  return {
    completion_items: items,
    completion_percentage: options.percentage ?? 100,
    tags: (options.tags ?? []).map((tag, index) => ({ name: `t${index}`, ...tag })),
  } as Pick<OwnProfile, 'completion_items' | 'completion_percentage' | 'tags'>;
}

describe('when the completion widget shows (spec 02 §2)', () => {
  it.each([
    ['a student below 100 %', 'student', '/map', profile({ percentage: 57.1 }), true],
    [
      'a student at 100 % with no earned hashtag',
      'student',
      '/map',
      profile({ percentage: 100 }),
      false,
    ],
    [
      'a student at 100 % with earned hashtags and no favourite',
      'student',
      '/map',
      profile({ percentage: 100, tags: [{ earned: true, favourite: false }] }),
      true,
    ],
    [
      'a student at 100 % with a favourite among the earned',
      'student',
      '/map',
      profile({
        percentage: 100,
        tags: [
          { earned: true, favourite: true },
          { earned: true, favourite: false },
        ],
      }),
      false,
    ],
    [
      'a favourite that is not earned does not count',
      'student',
      '/map',
      profile({
        percentage: 100,
        tags: [
          { earned: false, favourite: true },
          { earned: true, favourite: false },
        ],
      }),
      true,
    ],
    [
      'a missing percentage counts as 100',
      'student',
      '/map',
      { ...profile({}), completion_percentage: undefined as unknown as number },
      false,
    ],
    ['never on /welcome', 'student', '/welcome', profile({ percentage: 10 }), false],
    ['never over a live episode', 'student', '/live/watch', profile({ percentage: 10 }), false],
    ['never over a live quiz', 'student', '/live/quiz/5', profile({ percentage: 10 }), false],
    [
      'never over a journey quiz',
      'student',
      '/module-detail/ab12/quiz/7',
      profile({ percentage: 10 }),
      false,
    ],
    ['on a module page', 'student', '/module-detail/ab12', profile({ percentage: 10 }), true],
    ['never for a professor', 'professor', '/map', profile({ percentage: 10 }), false],
    ['never for a visitor', 'visitor', '/map', profile({ percentage: 10 }), false],
    ['never for a company user', 'sorintian', '/map', profile({ percentage: 10 }), false],
    ['not before the profile has loaded', 'student', '/map', undefined, false],
  ])('%s → %s', (_label, role, pathname, value, shown) => {
    expect(isCompletionWidgetShown(value, { role, pathname })).toBe(shown);
  });

  it.each([
    [57.14, 57],
    [99.99, 99],
    [0, 0],
    [100, 100],
  ])('shows %s %% as %s %% (rounded down)', (percentage, shown) => {
    expect(shownPercentage(profile({ percentage }))).toBe(shown);
  });
});

describe('the guidance button (spec 02 §2, §5)', () => {
  it.each([
    [['contacts', 'bio'], '/map', '', 'Vai alle impostazioni', '/settings'],
    [['contacts'], '/profile', '', 'Vai alle impostazioni', '/settings'],
    [['contacts', 'bio'], '/settings', '', 'Vai al profilo personale', '/profile'],
    [['contacts', 'bio'], '/profile/settings', '', 'Vai al profilo personale', '/profile'],
    [['contacts'], '/settings', '', null, null],
    [['bio', 'skill'], '/map', '', 'Vai al profilo personale', '/profile'],
    [['bio', 'skill'], '/profile', '', null, null],
    [['bio', 'favourite_tag'], '/profile', '', 'Vai ai riconoscimenti', '/profile?section=awards'],
    [['favourite_tag'], '/map', '', 'Vai ai riconoscimenti', '/profile?section=awards'],
    [
      ['favourite_tag'],
      '/profile',
      '?section=info',
      'Vai ai riconoscimenti',
      '/profile?section=awards',
    ],
    [['favourite_tag'], '/profile', '?section=awards', null, null],
    [
      ['contacts', 'favourite_tag'],
      '/profile',
      '?section=awards',
      'Vai alle impostazioni',
      '/settings',
    ],
    [[], '/map', '', null, null],
  ] as const)('missing %j on %s%s → %s', (missing, pathname, search, label, to) => {
    const guidance = completionGuidance(profile({ missing: [...missing] }), { pathname, search });
    expect(guidance).toEqual(label === null ? null : { label, to });
  });
});
