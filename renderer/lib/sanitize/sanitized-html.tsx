import { useMemo } from 'react';
import type { SanitizeProfile } from './profiles.ts';
import { sanitize } from './sanitize.ts';

/**
 * Content from the server shown as markup of one profile: the only component of the renderer
 * that sets HTML. With the `default` profile it renders the content as React text instead, so
 * no markup is interpreted at all.
 */
export function SanitizedHtml({
  content,
  profile,
  as: Tag = 'div',
  className,
}: {
  content: string;
  profile: SanitizeProfile;
  as?: 'div' | 'span' | 'p' | 'section' | 'figure';
  className?: string;
}) {
  const html = useMemo(
    () => (profile === 'default' ? null : sanitize(content, profile)),
    [content, profile],
  );
  if (html === null) return <Tag className={className}>{content}</Tag>;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
