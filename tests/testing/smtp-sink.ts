import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// The end-to-end suite's mail server (a webServer of tests/playwright.config.ts): a real SMTP
// server on loopback that takes the platform's forgotten-password mails and writes each one, as
// received, to a file the specs read. Run as a script; the specs import `mailsTo`.

/** Where the received mails are written, one .eml file each (cleared at start). */
export const E2E_MAIL_DIR = path.resolve(import.meta.dirname, '../../.tmp/e2e-mail');
export const E2E_SMTP_USER = 'e2e';
export const E2E_SMTP_PASSWORD = 'e2e-smtp-password';

/** The mails received for `to`, oldest first, parsed. */
export async function mailsTo(to: string): Promise<ParsedMail[]> {
  const files = readdirSync(E2E_MAIL_DIR)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  const mails: ParsedMail[] = [];
  for (const file of files) {
    const raw = readFileSync(path.join(E2E_MAIL_DIR, file));
    const mail = await simpleParser(raw);
    const recipients = [mail.to].flat().flatMap((address) => address?.value ?? []);
    if (recipients.some((address) => address.address?.toLowerCase() === to)) mails.push(mail);
  }
  return mails;
}

function startSink(port: number): void {
  rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  mkdirSync(E2E_MAIL_DIR, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === E2E_SMTP_USER && auth.password === E2E_SMTP_PASSWORD) {
        callback(null, { user: E2E_SMTP_USER });
      } else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        const name = `${String(Date.now()).padStart(15, '0')}-${String(received).padStart(4, '0')}.eml`;
        writeFileSync(path.join(E2E_MAIL_DIR, name), Buffer.concat(chunks));
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
}

if (process.argv[1] === import.meta.filename) startSink(Number(process.env.E2E_SMTP_PORT));
