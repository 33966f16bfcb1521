/** PCTO minutes as hours the Swiss Italian way: 120 → "2", 90 → "1,5", 100 → "1,67". */
export function formatPctoHours(minutes: number): string {
  const hours = Math.round((minutes / 60) * 100) / 100;
  return String(hours).replace('.', ',');
}
