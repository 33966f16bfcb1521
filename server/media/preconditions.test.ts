import { describe, expect, it } from 'vitest';
import { evaluatePreconditions, rangeIsCurrent, type MediaValidators } from './preconditions.ts';

const modified = Date.UTC(2026, 0, 10, 12, 0, 0);
const validators: MediaValidators = { etag: '"3e8-1-2"', modifiedSeconds: modified / 1000 };
const at = (ms: number) => new Date(ms).toUTCString();

describe('evaluatePreconditions', () => {
  it.each([
    [{}, 'proceed'],
    [{ 'if-none-match': '"3e8-1-2"' }, 'not-modified'],
    [{ 'if-none-match': 'W/"3e8-1-2"' }, 'not-modified'],
    [{ 'if-none-match': '"a", "3e8-1-2"' }, 'not-modified'],
    [{ 'if-none-match': '"a"' }, 'proceed'],
    [{ 'if-modified-since': at(modified) }, 'not-modified'],
    [{ 'if-modified-since': at(modified - 1000) }, 'proceed'],
    // If-None-Match wins over If-Modified-Since.
    [{ 'if-none-match': '"a"', 'if-modified-since': at(modified) }, 'proceed'],
    [{ 'if-match': '"3e8-1-2"' }, 'proceed'],
    [{ 'if-match': 'W/"3e8-1-2"' }, 'failed'],
    [{ 'if-match': '"a"' }, 'failed'],
    [{ 'if-unmodified-since': at(modified - 1000) }, 'failed'],
    [{ 'if-unmodified-since': at(modified) }, 'proceed'],
    [{ 'if-modified-since': 'ieri' }, 'proceed'],
  ])('answers %j with %s', (headers, expected) => {
    expect(evaluatePreconditions(headers, validators)).toBe(expected);
  });
});

describe('rangeIsCurrent', () => {
  it('honours a range for the same strong ETag or the exact date only', () => {
    expect(rangeIsCurrent(undefined, validators)).toBe(true);
    expect(rangeIsCurrent('"3e8-1-2"', validators)).toBe(true);
    expect(rangeIsCurrent(at(modified), validators)).toBe(true);
    expect(rangeIsCurrent('W/"3e8-1-2"', validators)).toBe(false);
    expect(rangeIsCurrent('"a"', validators)).toBe(false);
    expect(rangeIsCurrent(at(modified + 1000), validators)).toBe(false);
    expect(rangeIsCurrent('ieri', validators)).toBe(false);
  });
});
