import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAccessClaims } from '#common/auth/claims.ts';
import { uploadStudentsResponseSchema } from '#common/api/classrooms/index.ts';
import { multipartFile } from './upload-test-helpers.ts';
import { pdfText } from '../files/pdf-text.test-helper.ts';
import { readXlsx } from '../files/read-xlsx.test-helper.ts';
import { bearer, desktopLogin, login, refreshWithBody } from '../testing/auth-helpers.ts';
import { signedInClient } from '../testing/signed-in-client.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';

const PROFESSOR = 'docente@demo.test';
const OTHER_PROFESSOR = 'admin@demo.test';

describe(`student accounts from a class list (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof signedInClient>;
  let roomId: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: 'https://tj.scuola.example' } });
    c = signedInClient(t);
    roomId = (await c.post(PROFESSOR, '/classroom', { Name: '1C Informatica' })).json().id;
  });
  afterAll(() => t.close());

  const upload = async (csv: string) => {
    const { payload, headers } = multipartFile('classe.csv', csv);
    return t.app.inject({
      method: 'POST',
      url: `/api/tj/classroom/${roomId}/upload-student`,
      // A forged Host must not change the address printed on the slips.
      headers: { ...headers, ...bearer(await c.tokenOf(PROFESSOR)), host: 'evil.example' },
      payload,
    });
  };
  const accountsLike = async (pattern: string) =>
    (
      await t.db.query<{ email: string }>(
        'SELECT email FROM users WHERE email LIKE $1 ORDER BY email',
        [pattern],
      )
    ).map((row) => row.email);
  const download = (id: string, format: 'pdf' | 'xlsx', who = PROFESSOR) =>
    c.get(who, `/classroom/credentials/${id}?format=${format}`);

  it('creates exactly the new accounts, in the same transaction as the rest of the list', async () => {
    const csv = [
      'email;nome;cognome;anno',
      'giulia.rossi@demo.test',
      'anna.verdi@scuola.it;Anna;Verdi;1',
      'piero.neri@scuola.it;Piero;Neri;',
    ].join('\n');
    const response = await upload(csv);
    expect(response.statusCode).toBe(200);
    const answer = uploadStudentsResponseSchema.parse(response.json());
    expect(answer).toMatchObject({
      added: ['giulia.rossi@demo.test', 'anna.verdi@scuola.it', 'piero.neri@scuola.it'],
      created: ['anna.verdi@scuola.it', 'piero.neri@scuola.it'],
    });
    expect(answer.credentials_id).toMatch(/^[0-9a-f]{32}$/);
    const [anna] = await t.db.query<{
      name: string;
      school_year: number | null;
      password_expired: boolean;
      journey_unlocked_at: Date | null;
      password_hash: string;
    }>(
      `SELECT name, school_year, password_expired, journey_unlocked_at, password_hash
       FROM users WHERE email = 'anna.verdi@scuola.it'`,
    );
    expect(anna).toMatchObject({
      name: 'Anna Verdi',
      school_year: 1,
      password_expired: true,
      journey_unlocked_at: null,
    });
    expect(anna!.password_hash).toMatch(/^\$argon2id\$/);

    // The slips: once as PDF, once as XLSX, never again; another professor cannot have them.
    const id = answer.credentials_id!;
    expect((await download(id, 'pdf', OTHER_PROFESSOR)).statusCode).toBe(404);
    const pdf = await download(id, 'pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Anna Verdi');
    expect(text).toContain('piero.neri@scuola.it');
    expect(text).toContain('Indirizzo: https://tj.scuola.example/');
    expect(text).not.toContain('evil.example');
    expect((await download(id, 'pdf')).statusCode).toBe(410);
    const xlsx = await download(id, 'xlsx');
    expect(xlsx.statusCode).toBe(200);
    const sheet = (await readXlsx(xlsx.rawPayload)).worksheets[0]!;
    const row = sheet.getRow(2).values as unknown[];
    expect(row.slice(1, 3)).toEqual(['Anna Verdi', 'anna.verdi@scuola.it']);
    const password = String(row[3]);
    expect(row[4]).toBe('https://tj.scuola.example/');
    expect(text).toContain(password);
    expect((await download(id, 'xlsx')).statusCode).toBe(410);
    const [batch] = await t.db.query<{ sealed: string | null }>(
      'SELECT sealed FROM credential_batches WHERE id = $1',
      [id],
    );
    expect(batch!.sealed).toBeNull();

    // The slip's password signs in, and the claims ask for a new one.
    const signedIn = await login(t.app, 'anna.verdi@scuola.it', { password, desktop: true });
    expect(signedIn.statusCode).toBe(200);
    expect(decodeAccessClaims(signedIn.json().access_token)?.password_expired).toBe(true);
  });

  it('creates nothing when one row is bad, and refuses other accounts without naming their role', async () => {
    const csv = [
      'luca.blu@scuola.it;Luca;Blu;2',
      'marta.gialli@scuola.it;;Gialli;2',
      'sorintian@demo.test;Finto;Nome;3',
      'carla.rosa@scuola.it;Carla;Rosa;7',
    ].join('\n');
    const response = await upload(csv);
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual({
      'riga 2': 'Indica il nome dello studente.',
      'riga 3':
        "L'e-mail sorintian@demo.test appartiene a un account che non può entrare in una classe.",
      'riga 4': "L'anno scolastico (colonna D) va da 1 a 5, o lascialo vuoto.",
    });
    expect(await accountsLike('%@scuola.it')).toEqual([
      'anna.verdi@scuola.it',
      'piero.neri@scuola.it',
    ]);
  });

  it('creates one account from the add-student form, and needs names for it', async () => {
    const noNames = await c.post(PROFESSOR, '/classroom/student', {
      classroomid: roomId,
      email: 'sole.luna@scuola.it',
    });
    expect(noNames.statusCode).toBe(422);
    const added = await c.post(PROFESSOR, '/classroom/student', {
      classroomid: roomId,
      email: 'Sole.Luna@scuola.it',
      first_name: 'Sole',
      last_name: 'Luna',
      school_year: 2,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      email: 'sole.luna@scuola.it',
      name: 'Sole Luna',
      school_year: 2,
    });
    expect((await download(added.json().credentials_id, 'pdf')).statusCode).toBe(200);
    const existing = await c.post(PROFESSOR, '/classroom/student', {
      classroomid: roomId,
      email: 'matteo.romano@demo.test',
    });
    expect(existing.json().credentials_id).toBeNull();
  });

  it("resets a forgotten password of one's own student only, ending their sessions", async () => {
    const sessions = await desktopLogin(t.app, 'studente2@demo.test');
    const studentId = (
      await t.db.query<{ id: string }>(
        "SELECT id::text AS id FROM users WHERE email = 'studente2@demo.test'",
      )
    )[0]!.id;
    expect(
      (await c.post(OTHER_PROFESSOR, `/classroom/student/${studentId}/reset-password`)).statusCode,
    ).toBe(404);
    const visitorId = (
      await t.db.query<{ id: string }>(
        "SELECT id::text AS id FROM users WHERE email = 'visitatore@demo.test'",
      )
    )[0]!.id;
    expect(
      (await c.post(PROFESSOR, `/classroom/student/${visitorId}/reset-password`)).statusCode,
    ).toBe(404);

    const reset = await c.post(PROFESSOR, `/classroom/student/${studentId}/reset-password`);
    expect(reset.statusCode).toBe(200);
    expect((await refreshWithBody(t.app, sessions.refresh_token)).statusCode).toBe(401);
    expect((await login(t.app, 'studente2@demo.test')).statusCode).toBe(401);
    const xlsx = await download(reset.json().credentials_id, 'xlsx');
    const password = String(
      (await readXlsx(xlsx.rawPayload)).worksheets[0]!.getRow(2).getCell(3).value,
    );
    const signedIn = await login(t.app, 'studente2@demo.test', { password, desktop: true });
    expect(decodeAccessClaims(signedIn.json().access_token)?.password_expired).toBe(true);
  });

  it('is for professors only', async () => {
    expect(
      (await c.get('giulia.rossi@demo.test', `/classroom/credentials/${'a'.repeat(32)}?format=pdf`))
        .statusCode,
    ).toBe(403);
    expect(
      (await c.get(PROFESSOR, `/classroom/credentials/${'a'.repeat(32)}?format=pdf`)).statusCode,
    ).toBe(404);
    expect(
      (await c.get(PROFESSOR, `/classroom/credentials/${'a'.repeat(32)}?format=doc`)).statusCode,
    ).toBe(422);
  });
});
