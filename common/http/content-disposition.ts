/**
 * The file name a server proposes in its Content-Disposition header (RFC 6266): the UTF-8
 * `filename*` wins over the ASCII `filename` fallback, and the caller's suggested name is used when
 * the header has neither. Shared by main (which then sanitises the name before writing) and the
 * browser build (whose <a download> the browser sanitises itself).
 */
export function fileNameFromContentDisposition(
  header: string | null | undefined,
  suggestedName: string,
): string {
  if (!header) return suggestedName;
  const params = parseParameters(header);
  const extended = params.get('filename*');
  if (extended !== undefined) {
    const decoded = decodeExtendedValue(extended);
    if (decoded) return decoded;
  }
  const plain = params.get('filename');
  if (plain) return plain;
  return suggestedName;
}

// `type; name=value; name="quoted \" value"` → lower-cased names to raw values (quotes removed).
function parseParameters(header: string): Map<string, string> {
  const params = new Map<string, string>();
  const pattern = /;\s*([^\s=;]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (const match of header.matchAll(pattern)) {
    const name = (match[1] ?? '').toLowerCase();
    const value =
      match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : (match[3] ?? '').trim();
    // The first occurrence counts: a repeated parameter must not override the one already read.
    if (!params.has(name)) params.set(name, value);
  }
  return params;
}

// RFC 8187: charset'language'percent-encoded. Only UTF-8 (and its ASCII subset) is accepted.
function decodeExtendedValue(value: string): string | null {
  const match = /^([^']*)'[^']*'(.*)$/.exec(value);
  if (!match) return null;
  const charset = (match[1] ?? '').toLowerCase();
  if (charset !== 'utf-8' && charset !== 'us-ascii') return null;
  try {
    return decodeURIComponent(match[2] ?? '');
  } catch {
    return null;
  }
}
