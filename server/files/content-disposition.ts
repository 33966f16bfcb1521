/**
 * The Content-Disposition header of every download (API.md "Files", RFC 6266):
 * `attachment; filename="<ascii fallback>"; filename*=UTF-8''<percent-encoded>`.
 * Old clients read the quoted ASCII name, every current one the UTF-8 form (Italian names keep
 * their accents). Quotes, backslashes and control characters (CR/LF would split the header) are
 * removed from both forms, so a name taken from the database can never inject a header.
 */
export function contentDisposition(fileName: string): string {
  const clean = cleanFileName(fileName);
  return `attachment; filename="${asciiFallback(clean)}"; filename*=UTF-8''${encodeRfc5987(clean)}`;
}

/** Without quotes, backslashes, control characters and surrounding spaces; never empty. */
function cleanFileName(fileName: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = fileName.replace(/["\\\u0000-\u001f\u007f]/g, '').trim();
  return clean === '' ? 'download' : clean;
}

/** Accents dropped (è → e), any other non-ASCII character replaced with '_'. */
function asciiFallback(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
}

/** encodeURIComponent leaves ' ( ) * unencoded, which RFC 5987's attr-char does not allow. */
function encodeRfc5987(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
