import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_MESSAGES } from '#common/api/password-reset/password-reset.ts';
import { PASSWORD_MESSAGES } from '#common/auth/password-rules.ts';
import { digestSecret } from '../auth/secret-digest.ts';
import { desktopLogin, login, refreshWithBody } from '../testing/auth-helpers.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { runAccountsCommand } from '../account/operator-accounts.ts';
import { eraseByOperator } from '../privacy/erasure/erasure-service.ts';
import { RESET_ADDRESS_MAX_REQUESTS, RESET_EMAIL_MAX_LINKS } from './password-reset-throttle.ts';

const FROM = 'noreply@scuola.example';
const STRONG = 'Gabbiani sopra il porto vecchio 9';
const LINK = /http:\/\/localhost:\d+\/reimposta-password#([A-Za-z0-9_-]{43})/;
const MINUTE = 60_000;

describe(`forgotten password without a mail server (${TEST_ENGINE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('says self-service is off and refuses to send, pointing to the professor', async () => {
    const availability = await t.app.inject({ method: 'GET', url: '/api/tj/auth/password-reset' });
    expect(availability.json()).toEqual({ selfService: false });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/tj/auth/password-reset',
      payload: { email: 'studente2@demo.test' },
    });
    expect(asked.statusCode).toBe(404);
    expect(asked.json().message).toBe(PASSWORD_RESET_MESSAGES.notAvailable);
  });
});

describe(`forgotten password with a real SMTP server (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  const logLines: string[] = [];
  let nextAddress = 1;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({
      config: { smtpUrl: smtp.url, smtpFrom: FROM },
      logger: { level: 'info', stream: { write: (line) => void logLines.push(line) } },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  // Each test asks from an address of its own, so the per-address limit is only met on purpose.
  const ask = (email: string, remoteAddress = `10.9.0.${nextAddress++}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/tj/auth/password-reset',
      payload: { email },
      remoteAddress,
    });
  const complete = (token: string, newPassword = STRONG) =>
    t.app.inject({
      method: 'POST',
      url: '/api/tj/auth/password-reset/complete',
      payload: { token, newPassword },
    });
  /** Asks for a link for `email` and answers the token read from the mail that arrived. */
  const linkFor = async (email: string): Promise<string> => {
    const arriving = smtp.nextMail(email);
    expect((await ask(email)).statusCode).toBe(204);
    const mail = await arriving;
    return LINK.exec(mail.text ?? '')![1]!;
  };

  it('is available, and mails an Italian single-use link to the account, storing only its digest', async () => {
    const availability = await t.app.inject({ method: 'GET', url: '/api/tj/auth/password-reset' });
    expect(availability.json()).toEqual({ selfService: true });
    const arriving = smtp.nextMail('studente2@demo.test');
    const asked = await ask('  Studente2@Demo.test ');
    expect(asked.statusCode).toBe(204);
    expect(asked.body).toBe('');
    const mail = await arriving;
    expect(mail.subject).toBe('Reimposta la password della Tech Journey');
    expect(mail.from?.value[0]?.address).toBe(FROM);
    expect(mail.text).toContain('Ciao Sara Colombo,');
    expect(mail.text).toContain('entro 60 minuti');
    const token = LINK.exec(mail.text ?? '')![1]!;
    expect(mail.html).toContain(`href="${LINK.exec(mail.text ?? '')![0]}"`);
    const rows = await t.db.query<{ token_digest: string; minutes: number }>(
      `SELECT token_digest,
              round(extract(epoch FROM l.expires_at - l.created_at) / 60)::int AS minutes
       FROM password_reset_links l JOIN users u ON u.id = l.user_id
       WHERE u.email = 'studente2@demo.test'`,
    );
    expect(rows).toEqual([{ token_digest: digestSecret(token), minutes: 60 }]);
  });

  it('sets a new password once, ending every session; a second use is refused', async () => {
    const email = 'alessandro.conti@demo.test';
    const before = await desktopLogin(t.app, email);
    const token = await linkFor(email);
    expect((await complete(token)).statusCode).toBe(204);
    expect((await refreshWithBody(t.app, before.refresh_token)).statusCode).toBe(401);
    expect((await login(t.app, email)).statusCode).toBe(401);
    expect((await login(t.app, email, { password: STRONG })).statusCode).toBe(200);
    const again = await complete(token, 'Un altro tramonto sulle colline 4');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({
      code: 'gone',
      message: PASSWORD_RESET_MESSAGES.linkInvalid,
      request_id: expect.any(String),
    });
    expect((await login(t.app, email, { password: STRONG })).statusCode).toBe(200);
  });

  it('lets one of two parallel uses of a link win', async () => {
    const token = await linkFor('davide.fontana@demo.test');
    const answers = await Promise.all([
      complete(token, 'Prima frase lunga e sicura 11'),
      complete(token, 'Seconda frase lunga e sicura 22'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 410]);
  });

  it('refuses a weak or unchanged password with the change-password rule, without spending the link', async () => {
    const email = 'sofia.moretti@demo.test';
    const token = await linkFor(email);
    const weak = await complete(token, 'password123');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().details).toEqual({ newPassword: PASSWORD_MESSAGES.tooWeak });
    const personal = await complete(token, 'moretti sofia sempre qui');
    expect(personal.json().details).toEqual({ newPassword: PASSWORD_MESSAGES.personal });
    expect((await complete(token)).statusCode).toBe(204);
    // Not the password it replaces: the one just set is refused on the next link.
    const next = await linkFor(email);
    const same = await complete(next, STRONG);
    expect(same.statusCode).toBe(422);
    expect(same.json().details).toEqual({ newPassword: PASSWORD_MESSAGES.sameAsOld });
    expect((await complete(next, 'Ancora una frase lunga e forte 8')).statusCode).toBe(204);
  });

  it('ends an older link when a new one is made, and every link when the password changes', async () => {
    const email = 'federico.barbieri@demo.test';
    const older = await linkFor(email);
    const newer = await linkFor(email);
    expect(newer).not.toBe(older);
    expect((await complete(older)).statusCode).toBe(410);
    // A change on the settings page (or any other) ends the link asked for before it.
    const session = await desktopLogin(t.app, email);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/tj/user/change-password',
      headers: { authorization: `Bearer ${session.access_token}` },
      payload: { oldPassword: 'Demo2026!', newPassword: 'Vento caldo sulla spiaggia 5' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await complete(newer)).statusCode).toBe(410);
    // An operator's reset (a new slip) too.
    const other = 'aurora.lombardi@demo.test';
    const beforeSlip = await linkFor(other);
    await runAccountsCommand(t.db, { kind: 'reset', email: other }, new Date());
    expect((await complete(beforeSlip)).statusCode).toBe(410);
  });

  it('refuses an unknown link', async () => {
    const unknown = await complete('A'.repeat(43));
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json().message).toBe(PASSWORD_RESET_MESSAGES.linkInvalid);
  });

  it('answers an unknown e-mail exactly as a known one, and mails nobody', async () => {
    const unknown = await ask('nessuno@demo.test');
    const known = smtp.nextMail('giulia.rossi@demo.test');
    const knownAnswer = await ask('giulia.rossi@demo.test');
    expect([unknown.statusCode, unknown.body]).toEqual([knownAnswer.statusCode, knownAnswer.body]);
    await known;
    expect(smtp.messages.filter((message) => message.to.includes('nessuno@demo.test'))).toEqual([]);
  });

  it(`sends at most ${RESET_EMAIL_MAX_LINKS} links per e-mail in 15 minutes, answering the same`, async () => {
    const email = 'matteo.romano@demo.test';
    const count = () => smtp.messages.filter((message) => message.to.includes(email)).length;
    for (let i = 0; i < RESET_EMAIL_MAX_LINKS; i++) await linkFor(email);
    const over = await ask(email);
    expect(over.statusCode).toBe(204);
    // The mail of a request over the limit would have arrived by the time the next one does.
    await linkFor('francesca.greco@demo.test');
    expect(count()).toBe(RESET_EMAIL_MAX_LINKS);
  });

  it(`refuses an address past ${RESET_ADDRESS_MAX_REQUESTS} requests in 15 minutes`, async () => {
    for (let i = 0; i < RESET_ADDRESS_MAX_REQUESTS; i++) {
      expect((await ask(`prova${i}@altrove.example`, '10.8.0.1')).statusCode).toBe(204);
    }
    const refused = await ask('prova-ultima@altrove.example', '10.8.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(PASSWORD_RESET_MESSAGES.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask('prova-ultima@altrove.example', '10.8.0.2')).statusCode).toBe(204);
  });

  it('answers without waiting for a slow mail server, and the mail still leaves', async () => {
    smtp.behave({ delayMs: 1500 });
    try {
      const arriving = smtp.nextMail('lorenzo.bruno@demo.test');
      const started = performance.now();
      expect((await ask('lorenzo.bruno@demo.test')).statusCode).toBe(204);
      expect(performance.now() - started).toBeLessThan(1000);
      await arriving;
    } finally {
      smtp.behave({});
    }
  });

  it('logs a refused send without the link, its token or the recipient', async () => {
    smtp.behave({ refuse: true });
    try {
      expect((await ask('simone.rinaldi@demo.test')).statusCode).toBe(204);
      await expect
        .poll(() => logLines.filter((line) => line.includes('password reset mail not sent')))
        .toHaveLength(1);
      const line = logLines.find((entry) => entry.includes('password reset mail not sent'))!;
      expect(JSON.parse(line)).toMatchObject({ level: 40, responseCode: 550 });
      const [row] = await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM password_reset_links l JOIN users u ON u.id = l.user_id
         WHERE u.email = 'simone.rinaldi@demo.test'`,
      );
      expect(row?.n).toBe(1);
      for (const entry of logLines) {
        expect(entry).not.toMatch(/reimposta-password|simone\.rinaldi|[A-Za-z0-9_-]{43}/);
      }
    } finally {
      smtp.behave({});
    }
  });

  it('goes with the account when it is erased', async () => {
    const email = 'studente@demo.test';
    await linkFor(email);
    const [{ id } = { id: '' }] = await t.db.query<{ id: string }>(
      'SELECT id::text AS id FROM users WHERE email = $1',
      [email],
    );
    const left = async () =>
      (
        await t.db.query<{ links: number; counters: number }>(
          `SELECT (SELECT count(*)::int FROM password_reset_links WHERE user_id = $1) AS links,
                  (SELECT count(*)::int FROM login_throttle
                   WHERE throttle_key = 'reset-email:' || $2::text) AS counters`,
          [id, email],
        )
      )[0];
    expect(await left()).toEqual({ links: 1, counters: 1 });
    await eraseByOperator(t.db, email, new Date());
    expect(await left()).toEqual({ links: 0, counters: 0 });
  });

  // Last: it moves the app's clock past every link made above.
  it('refuses a link used after its 60 minutes', async () => {
    const email = 'scaduta@demo.test';
    const token = await linkFor(email);
    t.advanceClock(60 * MINUTE + 1000);
    expect((await complete(token)).statusCode).toBe(410);
    expect((await login(t.app, email, { password: STRONG })).statusCode).toBe(401);
  });
});
