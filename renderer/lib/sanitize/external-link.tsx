import type { ReactNode } from 'react';
import { EXTERNAL_LINK_REL, safeHref } from './safe-url.ts';

/**
 * A link whose address comes from content or from a user (a GitHub profile, course materials, a
 * message's link). Only http(s) and mailto addresses become links; anything else renders
 * nothing, so a stored address can never run code in the page. It opens outside the app.
 */
export function ExternalLink({
  href,
  className,
  children,
  'data-tour': dataTour,
}: {
  href: string | null | undefined;
  className?: string;
  children: ReactNode;
  'data-tour'?: string;
}) {
  const safe = safeHref(href);
  if (safe === null) return null;
  return (
    <a
      className={className}
      href={safe}
      target="_blank"
      rel={EXTERNAL_LINK_REL}
      data-tour={dataTour}
    >
      {children}
    </a>
  );
}
