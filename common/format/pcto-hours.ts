import { formatDecimal } from './numbers.ts';
import { pluralForm } from './plurals.ts';

/**
 * PCTO time is stored in minutes and shown in hours: one rule for the screen, the certificate
 * PDF and the XLSX files (issue 7). Hours are rounded to TWO decimals everywhere: 100 minutes is
 * 1,67 hours on screen, on the certificate and as the XLSX number (whose cells use the '0.00'
 * format). In text, trailing zeros are dropped, so whole hours show without decimals: "2 ore",
 * "1,5 ore", "1,67 ore".
 */
export const PCTO_HOURS_DECIMALS = 2;

const SCALE = 10 ** PCTO_HOURS_DECIMALS;

/** The hours as a number, for files that compute with them: 100 → 1.67, 90 → 1.5, 120 → 2. */
export function pctoHours(minutes: number): number {
  return Math.round((minutes / 60) * SCALE) / SCALE;
}

/** The hours as Swiss Italian text, without the unit: 120 → "2", 90 → "1,5", 100 → "1,67". */
export function formatPctoHours(minutes: number): string {
  return formatDecimal(pctoHours(minutes), PCTO_HOURS_DECIMALS);
}

/** With the unit, singular for exactly one hour: "1 ora PCTO", "2 ore PCTO", "1,67 ore PCTO". */
export function formatPctoHoursText(minutes: number): string {
  return `${formatPctoHours(minutes)} ${pluralForm(pctoHours(minutes), 'ora', 'ore')} PCTO`;
}
