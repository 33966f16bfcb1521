/**
 * The only link targets content may carry (spec 02 §9): web pages and e-mail addresses. Anything
 * else (javascript:, data:, vbscript:, file:, blob:, a protocol-relative //host, an app path
 * dressed up as content) is refused, so a link from the server can never run code or reach a
 * local resource.
 */
const SAFE_LINK = /^(?:https?:\/\/[^\s/?#]+|mailto:[^\s]+$)/i;

/** `url` when it is an http(s) or mailto address, otherwise null (render no link at all). */
export function safeHref(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  const trimmed = url.trim();
  // Control characters and whitespace inside a scheme are how filters get fooled ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) return null;
  return SAFE_LINK.test(trimmed) ? trimmed : null;
}

/** What every link taken from content gets: no handle on our window, no referrer. */
export const EXTERNAL_LINK_REL = 'noopener noreferrer';
