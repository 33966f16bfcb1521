import { SanitizedHtml } from './sanitized-html.tsx';

/** A start or end tag: what tells an author's formatted description from plain text. */
const TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^>]*)?\/?>/i;

/** Whether a description carries markup (the studio's rich-text field writes HTML). */
export function isFormatted(text: string): boolean {
  return TAG.test(text);
}

/**
 * A description an author may have formatted (elements, resources, live courses, episodes):
 * HTML goes through the safe-HTML profile, so nothing written can run script in a student's
 * page; plain text (every description written before the studio) stays React text in the same
 * element as before, so it looks exactly as it did. Formatted content sits in a block (or
 * inline) container of the same class, as lists and paragraphs cannot nest in a <p>.
 */
export function FormattedDescription({
  text,
  className,
  as = 'p',
}: {
  text: string;
  className?: string;
  as?: 'p' | 'span';
}) {
  if (!isFormatted(text)) {
    const Tag = as;
    return <Tag className={className}>{text}</Tag>;
  }
  return (
    <SanitizedHtml
      content={text}
      profile="safeHtml"
      as={as === 'span' ? 'span' : 'div'}
      className={className}
    />
  );
}
