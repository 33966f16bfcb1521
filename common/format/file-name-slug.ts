/**
 * The words of a name as part of a file name, joined with '-': "Sara Colombo" → "Sara-Colombo".
 * Characters that file systems refuse (path separators, Windows' reserved ones, control
 * characters) split words like spaces do; everything else stays as written, accents included
 * ("Niccolò"), because the server's Content-Disposition and the desktop's download names carry
 * UTF-8 (API.md "Files"). The one slug of the product: the server names the files it sends and
 * the renderer suggests the same names to the desktop download manager, so they must agree
 * (lint refuses hand-written slugs elsewhere).
 */
export function fileNameSlug(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are exactly what goes
      .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, ' ')
      .trim()
      .split(/\s+/)
      .filter((word) => word !== '')
      .join('-')
  );
}
