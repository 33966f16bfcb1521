import { describe, expect, it } from 'vitest';
import { newPackKey } from './pack-key.ts';

describe('newPackKey', () => {
  it('makes a key of the keys’ rule from an Italian title, unique among the taken ones', () => {
    expect(newPackKey('Perché Git? Le basi', [])).toBe('perche-git-le-basi');
    expect(newPackKey('Primi passi', ['primi-passi', 'primi-passi-2'])).toBe('primi-passi-3');
    expect(newPackKey('  ¿¿ ', [])).toBe('elemento');
    expect(newPackKey('Git: rami / fusioni', [])).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
