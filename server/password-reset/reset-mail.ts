import { PASSWORD_RESET_LINK_MINUTES } from '#common/api/password-reset/password-reset.ts';
import { paths } from '#common/routing/paths.ts';

export interface ResetMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The link of a token. The token goes in the fragment (`#…`), which browsers never send: it stays
 * out of the server's and any proxy's access logs and out of Referer headers; the page reads it
 * and posts it in a request body, which is not logged either.
 */
export function resetLink(origin: string, token: string): string {
  return `${origin}${paths.resetPassword.href()}#${token}`;
}

/** The Italian mail with the link: plain text, and the same in simple HTML. */
export function composeResetMail(input: { to: string; name: string; link: string }): ResetMail {
  const minutes = PASSWORD_RESET_LINK_MINUTES;
  const text = [
    `Ciao ${input.name},`,
    '',
    'è stato chiesto di reimpostare la password del tuo account della Tech Journey.',
    `Per sceglierne una nuova apri questo link entro ${minutes} minuti:`,
    '',
    input.link,
    '',
    'Il link si può usare una sola volta. Se non hai chiesto tu di cambiare password, ignora questo messaggio: la tua password resta quella di prima.',
    '',
    'Tech Journey',
  ].join('\n');
  const name = escapeHtml(input.name);
  const href = escapeHtml(input.link);
  const html = `<!doctype html>
<html lang="it"><body style="font-family: sans-serif; line-height: 1.5">
<p>Ciao ${name},</p>
<p>è stato chiesto di reimpostare la password del tuo account della Tech Journey. Per sceglierne una nuova apri questo link entro ${minutes} minuti:</p>
<p><a href="${href}">Scegli una nuova password</a></p>
<p>Se il pulsante non funziona, copia questo indirizzo nel browser:<br>${href}</p>
<p>Il link si può usare una sola volta. Se non hai chiesto tu di cambiare password, ignora questo messaggio: la tua password resta quella di prima.</p>
<p>Tech Journey</p>
</body></html>`;
  return { to: input.to, subject: 'Reimposta la password della Tech Journey', text, html };
}

// A name is typed by a professor or an operator: it must not become markup in the mail.
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
