import { LOCALE } from './swiss-italian.ts';

/**
 * Numbers as the product writes them (issue 7: one rule for screen and files): a decimal comma,
 * as the certificates have always printed PCTO hours ("1,67"), and the Swiss apostrophe between
 * thousands from five digits on ("2500", "12'345", as CLDR groups Italian numbers). CLDR's it-CH uses a decimal point, and runtimes ship different ICU data
 * for the grouping mark, so both marks are fixed here rather than taken from Intl; Intl still does
 * the rounding and the grouping.
 */
const DECIMAL_MARK = ',';
const GROUP_MARK = "'";

/**
 * `value` rounded to at most `maxFractionDigits` decimals, trailing zeros dropped:
 * 2 → "2", 1.5 → "1,5", 1.666 → "1,67", 12345.5 → "12'345,5".
 */
export function formatDecimal(value: number, maxFractionDigits = 2): string {
  const parts = new Intl.NumberFormat(LOCALE, {
    maximumFractionDigits: maxFractionDigits,
    useGrouping: 'min2',
  })
    .formatToParts(value)
    .map((part) =>
      part.type === 'decimal' ? DECIMAL_MARK : part.type === 'group' ? GROUP_MARK : part.value,
    );
  return parts.join('');
}

/** A whole count: 3 → "3", 1234 → "1234", 12345 → "12'345". */
export function formatCount(count: number): string {
  return formatDecimal(count, 0);
}

/** A percentage given in percent (not as a fraction): 80 → "80%", 62.5 → "62,5%". */
export function formatPercent(percent: number, maxFractionDigits = 1): string {
  return `${formatDecimal(percent, maxFractionDigits)}%`;
}
