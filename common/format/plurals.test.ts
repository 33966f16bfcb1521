import { describe, expect, it } from 'vitest';
import { plural, pluralForm } from './plurals.ts';

describe('Italian plurals', () => {
  it('uses the singular for exactly one, the plural for zero and more', () => {
    expect(plural(1, 'studente', 'studenti')).toBe('1 studente');
    expect(plural(0, 'studente', 'studenti')).toBe('0 studenti');
    expect(plural(3, 'studente', 'studenti')).toBe('3 studenti');
    expect(plural(15000, 'punto', 'punti')).toBe("15'000 punti");
  });

  it('chooses the form of a phrase without the count', () => {
    expect(pluralForm(1, 'potrà', 'potranno')).toBe('potrà');
    expect(pluralForm(2, 'potrà', 'potranno')).toBe('potranno');
    expect(pluralForm(1.5, 'ora', 'ore')).toBe('ore');
  });
});
