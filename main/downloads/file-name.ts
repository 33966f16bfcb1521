/** The longest file name written, in UTF-8 bytes (below the 255 of common file systems, leaving
 * room for the " (12)" of a unique name and the ".part" of the temporary file). */
export const MAX_FILE_NAME_BYTES = 180;
export const FALLBACK_FILE_NAME = 'download';
/** How many counters uniqueFileName tries before giving up (a folder full of odd entries must
 * end in a clean failure, never in an endless loop). */
export const MAX_UNIQUE_NAME_ATTEMPTS = 1000;

// An extension is kept only when it is short and plain, so a long or odd "extension" cannot eat
// the byte budget or smuggle anything.
const SAFE_EXTENSION = /^\.[A-Za-z0-9]{1,10}$/;
// Device names Windows reserves whatever the extension ("con.pdf" opens the console), including
// the console and clock devices with a '$'.
const WINDOWS_RESERVED =
  /^(con|prn|aux|nul|com[1-9¹²³]|lpt[1-9¹²³]|conin\$|conout\$|clock\$)\s*(\..*)?$/i;
// Control characters, path separators and the characters Windows refuses in a name.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f/\\:*?"<>|]/g;

/**
 * A name that is safe to join to the download folder on every OS: one path segment (no
 * separators, never '.' or '..'), no control or Windows-forbidden characters, no reserved device
 * name, no trailing dots or spaces, at most MAX_FILE_NAME_BYTES UTF-8 bytes with the extension
 * kept, never empty.
 */
export function sanitiseFileName(raw: string): string {
  let name = raw.normalize('NFC').replace(FORBIDDEN_CHARACTERS, '_').trim();
  // Leading dots would make a hidden file (or '..'); trailing dots and spaces Windows drops.
  name = name.replace(/^[.\s]+/, '').replace(/[.\s]+$/, '');
  if (WINDOWS_RESERVED.test(name)) name = `_${name}`;
  name = truncateKeepingExtension(name, MAX_FILE_NAME_BYTES);
  name = name.replace(/[.\s]+$/, '');
  return name === '' ? FALLBACK_FILE_NAME : name;
}

/** Splits "nome.pdf" into "nome" and ".pdf"; the extension is '' when it is not a safe one. */
export function splitExtension(name: string): { stem: string; extension: string } {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return { stem: name, extension: '' };
  const extension = name.slice(dot);
  return SAFE_EXTENSION.test(extension)
    ? { stem: name.slice(0, dot), extension }
    : { stem: name, extension: '' };
}

/**
 * The first of "nome.pdf", "nome (1).pdf", "nome (2).pdf"... for which `isTaken` is false. The
 * name must already be sanitised; the counter never pushes it over the byte limit. Rejects after
 * MAX_UNIQUE_NAME_ATTEMPTS counters.
 */
export async function uniqueFileName(
  name: string,
  isTaken: (candidate: string) => Promise<boolean>,
): Promise<string> {
  if (!(await isTaken(name))) return name;
  const { stem, extension } = splitExtension(name);
  for (let counter = 1; counter <= MAX_UNIQUE_NAME_ATTEMPTS; counter += 1) {
    const suffix = ` (${counter})${extension}`;
    const room = MAX_FILE_NAME_BYTES - utf8Length(suffix);
    const candidate = `${truncateToBytes(stem, room)}${suffix}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  throw new Error('No free file name in the download folder.');
}

function truncateKeepingExtension(name: string, maxBytes: number): string {
  if (utf8Length(name) <= maxBytes) return name;
  const { stem, extension } = splitExtension(name);
  return truncateToBytes(stem, maxBytes - utf8Length(extension)) + extension;
}

// Cuts whole code points only, so a multi-byte letter is never split into invalid UTF-8.
function truncateToBytes(text: string, maxBytes: number): string {
  let bytes = 0;
  let result = '';
  for (const character of text) {
    bytes += utf8Length(character);
    if (bytes > maxBytes) break;
    result += character;
  }
  return result;
}

export function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}
