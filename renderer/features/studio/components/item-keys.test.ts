import { describe, expect, it } from 'vitest';
import { keyFromTitle } from './item-keys.ts';

describe('keyFromTitle', () => {
  it('makes a key of the keys’ rule from an Italian title, unique among the taken ones', () => {
    expect(keyFromTitle('Perché Git? Le basi', [])).toBe('perche-git-le-basi');
    expect(keyFromTitle('Primi passi', ['primi-passi', 'primi-passi-2'])).toBe('primi-passi-3');
    expect(keyFromTitle('  ¿¿ ', [])).toBe('elemento');
    expect(keyFromTitle('Git: rami / fusioni', [])).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
