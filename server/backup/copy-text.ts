/**
 * PostgreSQL's COPY text format (what pg_dump's plain format writes between `COPY ... FROM stdin;`
 * and `\.`): one row a line, fields separated by a tab, NULL written `\N`, and backslash, tab,
 * newline and carriage return escaped. Every value is the text of its type's output function, so
 * the same line loads into PGlite and PostgreSQL.
 */
export const COPY_NULL = '\\N';
export const COPY_END = '\\.';

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One row's fields (a value's text, or null) as a COPY text line, without the newline. */
export function copyLine(fields: readonly (string | null)[]): string {
  return fields
    .map((field) => (field === null ? COPY_NULL : field.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]!)))
    .join('\t');
}

const UNESCAPES: Record<string, string> = {
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
};

/**
 * A COPY text line back into its fields. Reads every escape COPY accepts (octal `\123`, hex
 * `\x41`, the letters, any other character taken as itself), so a file psql or pg_dump wrote
 * reads the same way as ours.
 */
export function parseCopyLine(line: string): (string | null)[] {
  return line.split('\t').map((field) => {
    if (field === COPY_NULL) return null;
    return field.replace(/\\(?:([0-7]{1,3})|x([0-9a-fA-F]{1,2})|(.))/g, (_, octal, hex, other) => {
      if (octal !== undefined) return String.fromCharCode(parseInt(octal as string, 8));
      if (hex !== undefined) return String.fromCharCode(parseInt(hex as string, 16));
      return UNESCAPES[other as string] ?? (other as string);
    });
  });
}
