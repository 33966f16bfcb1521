import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  certificateVerificationSchema,
  VERIFICATION_CODE_PATTERN,
} from '#common/api/privacy/privacy.ts';
import { myCertificateSchema } from '#common/api/profile/index.ts';
import { parseAccountsArgs, runAccountsCommand } from '../account/operator-accounts.ts';
import { pdfText } from '../files/pdf-text.test-helper.ts';
import { DOCENTE, GIT_BASICS, reportsClient, STUDENTE2 } from '../reports/reports-test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { bearer, desktopLogin } from '../testing/auth-helpers.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { readPdfQrCode } from './certificate-qr.test-helper.ts';
import { forgetCertificateHolder } from './issued-certificate-repository.ts';

const CODE_IN_TEXT = /Codice di verifica: ([0-9A-Z-]{24})/;

async function printedCode(pdf: Uint8Array): Promise<string> {
  const code = CODE_IN_TEXT.exec(await pdfText(pdf))?.[1];
  if (!code) throw new Error('no verification code printed');
  return code;
}

describe(`certificates anyone can verify (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof reportsClient>;
  let studentId: string;
  const professorDownload = () =>
    c.get(
      DOCENTE,
      `/api/reports/certificates/download?certificate_id=${GIT_BASICS}&user_id=${studentId}`,
    );
  const ownDownload = () =>
    c.get(STUDENTE2, `/api/tj/tech-journey/my-certificates/${GIT_BASICS}/download`);
  const verify = (code: string) => c.get(null, `/api/tj/certificates/verify/${code}`);
  const operator = (...args: string[]) =>
    runAccountsCommand(t.db, parseAccountsArgs(args), new Date());

  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: 'https://tj.scuola.example' } });
    c = reportsClient(t);
    studentId = await c.userId(STUDENTE2);
  });
  afterAll(async () => {
    await t.close();
  });

  it('records a certificate once: two first downloads at once print one code', async () => {
    const [professor, own] = await Promise.all([professorDownload(), ownDownload()]);
    expect(professor.statusCode).toBe(200);
    expect(own.statusCode).toBe(200);
    const code = await printedCode(professor.rawPayload);
    expect(code).toMatch(VERIFICATION_CODE_PATTERN);
    expect(await printedCode(own.rawPayload)).toBe(code);
    const rows = await t.db.query<{ code: string }>(
      `SELECT code FROM issued_certificates WHERE user_id = $1 AND kind = 'journey' AND subject = $2`,
      [studentId, GIT_BASICS],
    );
    expect(rows).toEqual([{ code }]);
  });

  it("reads the QR code from the PDF's pixels to the public page: valid, then revoked", async () => {
    const pdf = (await professorDownload()).rawPayload;
    const url = await readPdfQrCode(pdf);
    expect(url).toMatch(/^https:\/\/tj\.scuola\.example\/verify\/[0-9A-Z-]{24}$/);
    const code = url!.split('/verify/')[1]!;
    expect(code).toBe(await printedCode(pdf));

    const [student] = await t.db.query<{ name: string }>('SELECT name FROM users WHERE id = $1', [
      studentId,
    ]);
    const valid = await verify(code);
    expect(valid.statusCode).toBe(200);
    const answer = certificateVerificationSchema.strict().parse(valid.json());
    expect(answer).toMatchObject({
      code,
      state: 'valid',
      kind: 'journey',
      holder_name: student!.name,
      pcto_minutes: 120,
      issuer: 'Tech Journey',
      revoked_at: null,
      revoked_reason: null,
    });
    expect(answer.obtained_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Typed from paper: lower case and spaces around are the same code.
    expect((await verify(` ${code.toLowerCase()} `)).statusCode).toBe(200);

    expect(await operator('certificates', '--email', STUDENTE2)).toContain(`${code}\tjourney`);
    expect(
      await operator('revoke-certificate', '--code', code, '--reason', 'Registrato per errore'),
    ).toContain(code);
    const revoked = certificateVerificationSchema.parse((await verify(code)).json());
    expect(revoked.state).toBe('revoked');
    expect(revoked.revoked_reason).toBe('Registrato per errore');
    expect(Date.parse(revoked.revoked_at!)).not.toBeNaN();
    // Revoking twice is the operator's mistake, said as such.
    await expect(
      operator('revoke-certificate', '--code', code, '--reason', 'Ancora'),
    ).rejects.toThrow(/No valid certificate/);

    // Downloaded again, the same certificate keeps its code (and its revocation).
    expect(await printedCode((await ownDownload()).rawPayload)).toBe(code);
    expect(certificateVerificationSchema.parse((await verify(code)).json()).state).toBe('revoked');
  });

  it('prints the configured public address whatever Host the download names', async () => {
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/tj/tech-journey/my-certificates/${GIT_BASICS}/download`,
      headers: {
        ...bearer((await desktopLogin(t.app, STUDENTE2)).access_token),
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
      },
    });
    expect(forged.statusCode).toBe(200);
    const code = await printedCode(forged.rawPayload);
    expect(await readPdfQrCode(forged.rawPayload)).toBe(`https://tj.scuola.example/verify/${code}`);
    expect(await pdfText(forged.rawPayload)).not.toContain('evil.example');
  });

  it('answers 404 for an unknown code and refuses a code of another shape', async () => {
    expect((await verify('ABCD-EFGH-JKMN-PQRS-TVWX')).statusCode).toBe(404);
    for (const bad of ['1', 'ABCD-EFGH-JKMN-PQRS-TVWU', 'ABCDEFGHJKMNPQRSTVWX', '1%20OR%201=1']) {
      expect([400, 404, 422]).toContain((await verify(bad)).statusCode);
    }
  });

  it('gives every kind of certificate its code, live ones too', async () => {
    const students = await t.db.query<{ email: string }>(
      // An unchanged one-time password is served nothing but the password page (issue 26).
      `SELECT email FROM users WHERE role = 'student' AND NOT password_expired ORDER BY id`,
    );
    const kinds = new Set<string>();
    for (const { email } of students) {
      const list = myCertificateSchema
        .array()
        .parse((await c.get(email, '/api/tj/tech-journey/my-certificates')).json());
      for (const certificate of list) {
        if (kinds.has(certificate.kind)) continue;
        const path =
          certificate.kind === 'journey'
            ? `${certificate.id}/download`
            : `${certificate.kind}/${certificate.id}/download`;
        const file = await c.get(email, `/api/tj/tech-journey/my-certificates/${path}`);
        expect(file.statusCode).toBe(200);
        const code = await printedCode(file.rawPayload);
        const stated = certificateVerificationSchema.parse((await verify(code)).json());
        expect(stated).toMatchObject({ kind: certificate.kind, title: certificate.title });
        kinds.add(certificate.kind);
      }
    }
    expect(kinds).toContain('live');
  });

  it("keeps an erased holder's certificates, without the name or the account", async () => {
    const codes = await t.db.query<{ code: string }>(
      'SELECT code FROM issued_certificates WHERE user_id = $1',
      [studentId],
    );
    expect(codes.length).toBeGreaterThan(0);
    await t.db.transaction((tx) => forgetCertificateHolder(tx, studentId));
    for (const { code } of codes) {
      const stated = certificateVerificationSchema.parse((await verify(code)).json());
      expect(stated.holder_name).toBeNull();
      expect(stated.pcto_minutes).toBeGreaterThanOrEqual(0);
    }
    expect(
      await t.db.query('SELECT 1 FROM issued_certificates WHERE user_id = $1', [studentId]),
    ).toEqual([]);
  });
});
