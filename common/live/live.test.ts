import { describe, expect, it } from 'vitest';
import { parseCourseResource } from './course-resources.ts';
import { episodeMedia } from './episode-media.ts';
import { episodeState, secondsUntil } from './episode-timing.ts';

describe('live course rules', () => {
  it('names resources, with Risorsa N when the title is missing', () => {
    expect(parseCourseResource('https://developer.mozilla.org', 0)).toEqual({
      title: 'Risorsa 1',
      link: 'https://developer.mozilla.org',
    });
    expect(parseCourseResource('Guida MDN | https://developer.mozilla.org', 3)).toEqual({
      title: 'Guida MDN',
      link: 'https://developer.mozilla.org',
    });
    expect(parseCourseResource(' | https://x.it', 1)).toEqual({
      title: 'Risorsa 2',
      link: 'https://x.it',
    });
  });

  it('tells passed, live and upcoming at the edges of the window', () => {
    const episode = { start: 1000, end: 2000 };
    expect(episodeState(episode, 999_999)).toBe('upcoming');
    expect(episodeState(episode, 1_000_000)).toBe('live');
    expect(episodeState(episode, 1_999_999)).toBe('live');
    expect(episodeState(episode, 2_000_000)).toBe('passed');
    expect(secondsUntil(1000, 940_500)).toBe(60);
    expect(secondsUntil(1000, 5_000_000)).toBe(0);
  });

  it('embeds YouTube from the no-cookie domain and plays our files from /media', () => {
    expect(episodeMedia('dQw4w9WgXcQ')).toEqual({
      kind: 'youtube',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(episodeMedia('terminale.webm')).toEqual({ kind: 'file', url: '/media/terminale.webm' });
    expect(episodeMedia('../etc/passwd')).toEqual({ kind: 'none' });
    expect(episodeMedia('javascript:alert(1)')).toEqual({ kind: 'none' });
  });
});

describe('the participation certificate rule', () => {
  it('asks 60 % of the minutes broadcast, and something broadcast at all', async () => {
    const { earnsParticipation } = await import('./participation-rule.ts');
    expect(earnsParticipation(36, 60)).toBe(true);
    expect(earnsParticipation(35, 60)).toBe(false);
    expect(earnsParticipation(0, 0)).toBe(false);
  });
});
