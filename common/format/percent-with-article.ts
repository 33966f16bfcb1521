import { formatPercent } from './numbers.ts';

/**
 * "il 60%", "l'80%": the definite article before a percentage, elided before a number read
 * with a vowel (uno, otto, undici, ottanta…, ottocento…, un milione).
 */
export function percentWithArticle(percent: number, maxFractionDigits = 1): string {
  const text = formatPercent(percent, maxFractionDigits);
  return startsWithVowel(Math.trunc(Math.abs(percent))) ? `l'${text}` : `il ${text}`;
}

/** Whether the Italian reading of a whole number begins with a vowel. */
function startsWithVowel(whole: number): boolean {
  if (whole >= 1_000_000) {
    const millions = Math.floor(whole / 1_000_000);
    return millions === 1 || startsWithVowel(millions); // "un milione", "otto milioni"
  }
  if (whole >= 1000) {
    const thousands = Math.floor(whole / 1000);
    return thousands !== 1 && startsWithVowel(thousands); // "mille", but "ottomila", "undicimila"
  }
  // 1 uno, 8 otto, 11 undici, 80-89 ottanta…, 800-899 ottocento…
  return (
    whole === 1 ||
    whole === 8 ||
    whole === 11 ||
    (whole >= 80 && whole < 90) ||
    (whole >= 800 && whole < 900)
  );
}
