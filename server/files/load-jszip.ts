import type JSZip from 'jszip';

/**
 * JSZip, loaded at the first archive written (a download of several files, a backup, a pack
 * export) rather than at start, like exceljs (load-exceljs.ts): idle memory is a goal of its own
 * (docs/performance.md), and most hours of a school day write no archive.
 */
export async function loadJsZip(): Promise<typeof JSZip> {
  return (await import('jszip')).default;
}
