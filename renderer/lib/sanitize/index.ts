export { SANITIZE_PROFILES, type MarkupProfile, type SanitizeProfile } from './profiles.ts';
export { sanitize, sanitizedFragment } from './sanitize.ts';
export { SanitizedHtml } from './sanitized-html.tsx';
export { EXTERNAL_LINK_REL, safeHref } from './safe-url.ts';
export { ExternalLink } from './external-link.tsx';
export { FormattedDescription, isFormatted } from './formatted-description.tsx';
