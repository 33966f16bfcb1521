import { createHash } from 'node:crypto';

// The one script of the page; the CSP allows exactly this text by its hash.
const SUBMIT_SCRIPT = 'document.forms[0].submit();';
const SUBMIT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SUBMIT_SCRIPT).digest('base64')}'`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

/**
 * The OIDC form_post answer: a page that POSTs `fields` to `action` as soon as it loads (a
 * button does it without JavaScript). `action` must already be checked against the tool's
 * registered redirect URIs.
 */
export function formPostPage(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  return `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>Apertura dello strumento esterno</title></head>
<body><form method="post" action="${escapeHtml(action)}">${inputs}
<p>Apertura dello strumento esterno in corso...</p>
<noscript><button type="submit">Continua</button></noscript></form>
<script>${SUBMIT_SCRIPT}</script></body></html>`;
}

/**
 * The page's own Content-Security-Policy, replacing the web UI's: its inline script by hash, and
 * a form that may go to the tool's origin only (the web UI allows 'self').
 */
export function formPostPolicy(action: string): string {
  return [
    "default-src 'none'",
    `script-src ${SUBMIT_SCRIPT_HASH}`,
    `form-action ${new URL(action).origin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
