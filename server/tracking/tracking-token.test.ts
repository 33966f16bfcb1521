import { describe, expect, it } from 'vitest';
import { createTrackerTokenService, TRACKER_TOKEN_TTL_SECONDS } from './tracking-token.ts';

const KEY = new Uint8Array(32).fill(7);

describe('tracking tokens', () => {
  let now = 1_800_000_000_000;
  const tokens = createTrackerTokenService(KEY, () => now);
  const lesson = { kind: 'lesson', userId: '5', subjectId: '12' } as const;
  const live = { kind: 'live', userId: '5', subjectId: '12' } as const;

  it('binds a token to its kind, student and subject', async () => {
    const lessonToken = await tokens.sign(lesson);
    const liveToken = await tokens.sign(live);
    expect(await tokens.verify(lessonToken, lesson)).toBe(true);
    expect(await tokens.verify(liveToken, live)).toBe(true);
    // The same ids under the other kind: a lesson token never counts presence, nor the reverse.
    expect(await tokens.verify(lessonToken, live)).toBe(false);
    expect(await tokens.verify(liveToken, lesson)).toBe(false);
    // A recording's token is a third kind: it never counts presence, nor presence it.
    const recording = { kind: 'recording', userId: '5', subjectId: '12' } as const;
    const recordingToken = await tokens.sign(recording);
    expect(await tokens.verify(recordingToken, recording)).toBe(true);
    expect(await tokens.verify(recordingToken, live)).toBe(false);
    expect(await tokens.verify(liveToken, recording)).toBe(false);
    expect(await tokens.verify(lessonToken, recording)).toBe(false);
    expect(await tokens.verify(lessonToken, { ...lesson, userId: '6' })).toBe(false);
    expect(await tokens.verify(lessonToken, { ...lesson, subjectId: '13' })).toBe(false);
    expect(await tokens.verify('not.a.token', lesson)).toBe(false);
  });

  it('expires', async () => {
    const token = await tokens.sign(lesson);
    now += TRACKER_TOKEN_TTL_SECONDS * 1000 + 1000;
    expect(await tokens.verify(token, lesson)).toBe(false);
  });
});
