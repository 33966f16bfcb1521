import { describe, expect, it } from 'vitest';
import { checkEpisodeTime, episodeTimeText, isoWithOffset } from './episode-time.ts';

describe('episode schedule in the Swiss format', () => {
  it('turns day, start and end into the start with its offset and the minutes', () => {
    const check = checkEpisodeTime({ date: '3.12.2026', start: '9:05', end: '10:35' });
    expect(check).toEqual({
      ok: true,
      startsAt: isoWithOffset(new Date(2026, 11, 3, 9, 5)),
      minutes: 90,
    });
    expect(check.ok && new Date(check.startsAt).getTime()).toBe(
      new Date(2026, 11, 3, 9, 5).getTime(),
    );
  });

  it('names each wrong field: a day that does not exist, an hour past 23, an end before the start', () => {
    expect(checkEpisodeTime({ date: '31.02.2026', start: '15:00', end: '16:00' })).toEqual({
      ok: false,
      errors: { date: 'Indica il giorno come gg.mm.aaaa (es. 03.12.2026).' },
    });
    expect(checkEpisodeTime({ date: '03.12.2026', start: '24:00', end: '16:00' })).toMatchObject({
      ok: false,
      errors: { start: "Indica l'ora d'inizio come HH:MM (es. 15:00)." },
    });
    expect(checkEpisodeTime({ date: '03.12.2026', start: '15:00', end: '15:00' })).toEqual({
      ok: false,
      errors: { end: "La fine dev'essere dopo l'inizio." },
    });
  });

  it('shows a stored schedule back in the fields it was typed in', () => {
    const startsAt = isoWithOffset(new Date(2026, 11, 3, 15, 0));
    expect(episodeTimeText(startsAt, 75)).toEqual({
      date: '03.12.2026',
      start: '15:00',
      end: '16:15',
    });
    expect(episodeTimeText(undefined, 60)).toEqual({ date: '', start: '', end: '' });
  });
});
