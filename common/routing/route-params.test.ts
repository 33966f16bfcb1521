import { describe, expect, it } from 'vitest';
import { isDigitsId, isHexId, paramsSatisfy } from './route-params.ts';

describe('route parameter rules', () => {
  it.each([
    ['0af3', true],
    ['DEADbeef', true],
    ['12', true],
    ['xyz', false],
    ['12-3', false],
    ['', false],
    [undefined, false],
  ] as const)('hex %j → %s', (value, expected) => {
    expect(isHexId(value)).toBe(expected);
  });

  it.each([
    ['123', true],
    ['0', true],
    ['12a', false],
    ['1.5', false],
    ['-1', false],
    ['', false],
    [undefined, false],
  ] as const)('digits %j → %s', (value, expected) => {
    expect(isDigitsId(value)).toBe(expected);
  });

  it('checks every named parameter', () => {
    expect(paramsSatisfy({ moduleId: 'ab', quizId: 'q' }, { moduleId: 'hex' })).toBe(true);
    expect(paramsSatisfy({ moduleId: 'zz' }, { moduleId: 'hex' })).toBe(false);
    expect(paramsSatisfy({}, { attemptId: 'digits' })).toBe(false);
  });
});
