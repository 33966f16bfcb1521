import { formatDecimal } from './numbers.ts';

const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/**
 * A file size as the product writes it, in 1024 steps as the upload limits are stated ("1 MB"
 * is 1 MiB): 900 → "900 byte", 1536 → "1,5 KB", 5.5 MiB → "5,5 MB", one decimal at most.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatDecimal(bytes, 0)} byte`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${formatDecimal(value, 1)} ${UNITS[unit]}`;
}
