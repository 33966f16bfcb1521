import { describe, expect, it } from 'vitest';
import { percentWithArticle } from './percent-with-article.ts';

describe('percentage with its article', () => {
  it.each([
    [60, 'il 60%'],
    [100, 'il 100%'],
    [0, 'il 0%'],
    [18, 'il 18%'],
    [1, "l'1%"],
    [8, "l'8%"],
    [11, "l'11%"],
    [80, "l'80%"],
    [85, "l'85%"],
    [8.5, "l'8,5%"],
    [800, "l'800%"],
    [1000, 'il 1000%'],
    [8000, "l'8000%"],
    [11000, "l'11'000%"],
  ])('%s → %s', (percent, expected) => {
    expect(percentWithArticle(percent)).toBe(expected);
  });
});
