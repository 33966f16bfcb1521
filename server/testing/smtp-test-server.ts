import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface SmtpTestServer {
  /** smtp://user:password@127.0.0.1:<port>, as HG_SMTP_URL. */
  url: string;
  /** Every message received so far, parsed, with the envelope's recipients. */
  messages: Array<{ to: string[]; mail: ParsedMail }>;
  /**
   * The next message addressed to `to` received from now on; fails after 10 s. Call it before
   * the request that sends it (the platform sends in the background, it may arrive at once).
   */
  nextMail(to: string): Promise<ParsedMail>;
  /** What the server answers to the next messages: accept, refuse (550), or wait that long first. */
  behave(mode: { refuse?: boolean; delayMs?: number }): void;
  close(): Promise<void>;
}

const USER = 'mailer';
const PASSWORD = 'smtp-test-password';

/**
 * A real SMTP server on loopback (the `smtp-server` package) that checks credentials and keeps
 * what it receives parsed by `mailparser`: the tests read the mail the platform actually sent.
 * STARTTLS is off (a loopback relay, as the platform allows without TLS).
 */
export async function startSmtpTestServer(): Promise<SmtpTestServer> {
  const messages: SmtpTestServer['messages'] = [];
  const waiters: Array<{ to: string; resolve: (mail: ParsedMail) => void }> = [];
  let mode: { refuse?: boolean; delayMs?: number } = {};
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
      void simpleParser(stream).then(async (mail) => {
        if (mode.delayMs) await new Promise((resolve) => setTimeout(resolve, mode.delayMs));
        if (mode.refuse) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        messages.push({ to, mail });
        for (const waiter of [...waiters]) {
          if (to.includes(waiter.to)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    messages,
    nextMail(to) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} within 10 s`)), 10_000);
        waiters.push({
          to,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    behave(next) {
      mode = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
