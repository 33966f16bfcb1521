import { sanitiseFileName, splitExtension } from './file-name.ts';

/**
 * The only kinds of file the app downloads, by Content-Type, with the extension each is saved
 * under. The renderer only suggests a name; a compromised renderer must not be able to save (and
 * then open through the shell) an executable such as .bat or .hta, so both the server's type and
 * the final extension are checked here in main.
 */
export const DOWNLOAD_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': '.pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': '.xlsx',
  'application/zip': '.zip',
  'text/csv': '.csv',
};

const ALLOWED_EXTENSIONS = new Set(Object.values(DOWNLOAD_TYPES));

/** The extension for a Content-Type header (parameters such as charset ignored), or null. */
export function extensionForContentType(header: string | null): string | null {
  const mediaType = (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return Object.hasOwn(DOWNLOAD_TYPES, mediaType) ? (DOWNLOAD_TYPES[mediaType] ?? null) : null;
}

/**
 * The sanitised name with exactly `extension` at the end: a different extension is replaced
 * ("x.bat" becomes "x.pdf"), a missing one added; the same one in other case is normalised.
 */
export function withExtension(fileName: string, extension: string): string {
  const { stem, extension: current } = splitExtension(sanitiseFileName(fileName));
  const base = current === '' ? sanitiseFileName(fileName) : stem;
  return sanitiseFileName(base + extension);
}

/** Whether a file name ends with one of the downloadable extensions (what `open` may launch). */
export function hasAllowedExtension(fileName: string): boolean {
  return ALLOWED_EXTENSIONS.has(splitExtension(fileName).extension.toLowerCase());
}
