import { formatPercent } from './numbers.ts';

/**
 * "il 60%", "l'80%": the definite article before a percentage, elided before a number read
 * with a vowel (uno, otto, undici, ottanta…, ottocento…, un milione). The one home of that rule:
 * lint refuses "il ${n}%" written by hand elsewhere.
 */
export function percentWithArticle(percent: number, maxFractionDigits = 1): string {
  const text = formatPercent(percent, maxFractionDigits);
  return elides(percent) ? `l'${text}` : `il ${text}`;
}

/** The simple prepositions that fuse with the article: a + il = al, a + l' = all'. */
export type ArticulatedPreposition = 'a' | 'da' | 'di' | 'in' | 'su';

const FUSED: Record<ArticulatedPreposition, { il: string; elided: string }> = {
  a: { il: 'al', elided: "all'" },
  da: { il: 'dal', elided: "dall'" },
  di: { il: 'del', elided: "dell'" },
  in: { il: 'nel', elided: "nell'" },
  su: { il: 'sul', elided: "sull'" },
};

/** The percentage after a preposition fused with its article: ('a', 80) → "all'80%", ('a', 60) → "al 60%". */
export function percentWithPreposition(
  preposition: ArticulatedPreposition,
  percent: number,
  maxFractionDigits = 1,
): string {
  const text = formatPercent(percent, maxFractionDigits);
  const fused = FUSED[preposition];
  return elides(percent) ? `${fused.elided}${text}` : `${fused.il} ${text}`;
}

function elides(percent: number): boolean {
  return startsWithVowel(Math.trunc(Math.abs(percent)));
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
