import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { ResetMail } from './reset-mail.ts';

/** How long a send may wait on the mail server at each step before it gives up. */
const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 20_000 } as const;

export interface ResetMailer {
  /**
   * Sends after the request has answered: a slow or failing mail server never delays nor fails
   * the answer (which must be the same whether the account exists). A failure is logged with the
   * mail server's codes only, never the message, its link nor the recipient.
   */
  sendInBackground(mail: ResetMail): void;
  /** Waits for the sends under way, then closes the connection (the server is stopping). */
  close(): Promise<void>;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The mailer of HG_SMTP_URL / HG_SMTP_FROM; undefined without them (no self-service reset).
 * nodemailer is loaded only then: a school without a mail server does not hold it in memory.
 */
export async function createResetMailer(
  config: { smtpUrl: string | undefined; smtpFrom: string },
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<ResetMailer | undefined> {
  if (config.smtpUrl === undefined) return undefined;
  const { createTransport } = await import('nodemailer');
  const url = new URL(config.smtpUrl);
  const transport: Transporter = createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    // A link that opens an account must not cross the network in clear: smtp:// upgrades with
    // STARTTLS or fails, except to a relay on this machine.
    requireTLS: url.protocol === 'smtp:' && !LOOPBACK.has(url.hostname),
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: SMTP_TIMEOUTS_MS.connection,
    greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
    socketTimeout: SMTP_TIMEOUTS_MS.socket,
  });
  const inFlight = new Set<Promise<void>>();
  return {
    sendInBackground(mail) {
      const sending = transport
        .sendMail({ from: config.smtpFrom, ...mail })
        .then(
          () => undefined,
          (error: unknown) => {
            const { code, responseCode } = (error ?? {}) as {
              code?: unknown;
              responseCode?: unknown;
            };
            log.warn(
              { smtpCode: typeof code === 'string' ? code : undefined, responseCode },
              'password reset mail not sent',
            );
          },
        )
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    async close() {
      await Promise.all(inFlight);
      transport.close();
    },
  };
}
