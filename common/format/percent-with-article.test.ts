import { describe, expect, it } from 'vitest';
import { percentWithArticle, percentWithPreposition } from './percent-with-article.ts';

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

describe('percentage after a preposition fused with the article', () => {
  it.each([
    ['a', 60, 'al 60%'],
    ['a', 80, "all'80%"],
    ['a', 100, 'al 100%'],
    ['di', 8, "dell'8%"],
    ['da', 11, "dall'11%"],
    ['in', 50, 'nel 50%'],
    ['su', 1, "sull'1%"],
    ['su', 62.5, 'sul 62,5%'],
  ] as const)('%s + %s → %s', (preposition, percent, expected) => {
    expect(percentWithPreposition(preposition, percent)).toBe(expected);
  });
});
