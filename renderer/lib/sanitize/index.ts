export { SANITIZE_PROFILES, type SanitizeProfile } from './profiles.ts';
export { sanitize } from './sanitize.ts';
export { SanitizedHtml } from './sanitized-html.tsx';
export { EXTERNAL_LINK_REL, safeHref } from './safe-url.ts';
export { ExternalLink } from './external-link.tsx';
export { FormattedDescription, isFormatted } from './formatted-description.tsx';
