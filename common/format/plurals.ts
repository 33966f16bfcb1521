import { formatCount } from './numbers.ts';

/**
 * The Italian form for `count`: the singular for exactly one, the plural otherwise (zero too:
 * "0 studenti"). Phrases work as well: pluralForm(n, 'studente aggiunto', 'studenti aggiunti').
 */
export function pluralForm(count: number, singular: string, plural: string): string {
  return count === 1 ? singular : plural;
}

/** The count and its noun: plural(1, 'studente', 'studenti') → "1 studente"; 3 → "3 studenti". */
export function plural(count: number, singular: string, pluralWord: string): string {
  return `${formatCount(count)} ${pluralForm(count, singular, pluralWord)}`;
}
