import { sanitize } from '../../lib/sanitize/index.ts';

/**
 * True when a stored description is markup the editor wrote; the demo's descriptions are plain
 * text, which may well mention a tag ("usa <head>"), so only the editor's own tags count.
 */
export function isMarkup(value: string): boolean {
  return /<\/?(?:p|br|strong|b|em|i|u|s|ul|ol|li|a|h[2-6]|blockquote|code|pre)(?:\s[^>]*)?\/?>/i.test(
    value,
  );
}

/**
 * A description as the editor's markup: markup as it is, plain text as paragraphs (a blank line
 * between them, a line break inside), escaped so a "<" the author wrote stays a character.
 */
export function editorMarkup(value: string): string {
  if (value.trim() === '' || isMarkup(value)) return value;
  return textMarkup(value);
}

/** Plain text as paragraphs of escaped text, whatever it contains (pasted text, say). */
export function textMarkup(value: string): string {
  return value
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${sanitize(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * What the editor's content is saved as: the safe-HTML profile's markup, '' when nothing but
 * blank lines is left (the editor keeps a <br> or an empty <p> when cleared).
 */
export function savedMarkup(html: string, text: string): string {
  const clean = sanitize(html, 'safeHtml');
  return text.trim() === '' && !/<img\b/i.test(clean) ? '' : clean;
}
