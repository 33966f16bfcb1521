import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadStudentsResponseSchema } from '#common/api/classrooms/index.ts';
import { bearer } from '../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import {
  NOT_PROFESSORS,
  OTHER_PROFESSOR,
  PROFESSOR,
  classroomClient,
} from './classroom-test-helpers.ts';
import {
  denseXlsx,
  lyingZipBomb,
  multipartFile,
  xlsxOf,
  zipBomb,
  zipOfEntries,
} from './upload-test-helpers.ts';

describe(`student list upload (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof classroomClient>;
  let roomId: string;
  beforeAll(async () => {
    t = await createTestApp();
    c = classroomClient(t);
    const created = await c.call('POST', PROFESSOR, '/classroom', { Name: 'Caricamenti' });
    roomId = created.json().id;
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());

  const upload = async (
    fileName: string,
    content: Buffer | string,
    options: { who?: string; classroom?: string; field?: string } = {},
  ) => {
    const { payload, headers } = multipartFile(fileName, content, options);
    return t.app.inject({
      method: 'POST',
      url: `/api/tj/classroom/${options.classroom ?? roomId}/upload-student`,
      headers: { ...headers, ...bearer(await c.tokenOf(options.who ?? PROFESSOR)) },
      payload,
    });
  };
  const memberEmails = async () =>
    (
      await t.db.query<{ email: string }>(
        `SELECT u.email FROM classroom_students cs JOIN users u ON u.id = cs.student_id
          WHERE cs.classroom_id = $1 ORDER BY u.email`,
        [roomId],
      )
    ).map((row) => row.email);
  /** Spies on exceljs's reader: a refused archive must never reach it. */
  const spyOnExcelLoad = () =>
    vi.spyOn(Object.getPrototypeOf(new ExcelJS.Workbook().xlsx) as { load: () => unknown }, 'load');

  it.each(NOT_PROFESSORS)('refuses %s with 403', async (who) => {
    expect((await upload('s.csv', 'giulia.rossi@demo.test', { who })).statusCode).toBe(403);
  });

  it('answers 404 for another professor’s classroom and 422 without a file', async () => {
    const foreign = await upload('s.csv', 'giulia.rossi@demo.test', { who: OTHER_PROFESSOR });
    expect(foreign.statusCode).toBe(404);
    const wrongField = await upload('s.csv', 'giulia.rossi@demo.test', { field: 'other' });
    expect(wrongField.statusCode).toBe(422);
    const json = await c.call('POST', PROFESSOR, `/classroom/${roomId}/upload-student`, {});
    expect(json.statusCode).toBe(422);
    expect(json.json().details.file).toBe('Carica un file XLSX o CSV.');
  });

  it('imports a good CSV with a header, reporting who was already there', async () => {
    const csv = '\uFEFFe-mail\r\ngiulia.rossi@demo.test\r\n\r\n"Matteo.Romano@demo.test";x\r\n';
    const response = await upload('studenti.csv', csv);
    expect(response.statusCode).toBe(200);
    expect(uploadStudentsResponseSchema.parse(response.json())).toEqual({
      added: ['giulia.rossi@demo.test', 'matteo.romano@demo.test'],
      already_present: [],
      created: [],
      credentials_id: null,
    });
    const again = await upload('studenti.csv', 'giulia.rossi@demo.test\nlorenzo.bruno@demo.test');
    expect(again.json()).toEqual({
      added: ['lorenzo.bruno@demo.test'],
      already_present: ['giulia.rossi@demo.test'],
      created: [],
      credentials_id: null,
    });
  });

  it('of parallel uploads of the same list, each e-mail is reported added only once', async () => {
    const csv = 'alessandro.conti@demo.test\nfederico.barbieri@demo.test\n';
    const answers = await Promise.all(
      Array.from({ length: 4 }, async () => (await upload('stessi.csv', csv)).json()),
    );
    const added = answers.flatMap((answer) => answer.added).sort();
    expect(added).toEqual(['alessandro.conti@demo.test', 'federico.barbieri@demo.test']);
    const present = answers.flatMap((answer) => answer.already_present);
    expect(present).toHaveLength(6);
  });

  it('imports a good XLSX built with exceljs', async () => {
    const file = await xlsxOf(['Email', 'sofia.moretti@demo.test', 'aurora.lombardi@demo.test']);
    const response = await upload('classe.xlsx', file);
    expect(response.statusCode).toBe(200);
    expect(response.json().added).toEqual(['sofia.moretti@demo.test', 'aurora.lombardi@demo.test']);
    expect(await memberEmails()).toContain('aurora.lombardi@demo.test');
  });

  it('refuses a CSV with bad rows naming each row, and imports nothing', async () => {
    const before = await memberEmails();
    const csv = [
      'email',
      'federico.barbieri@demo.test',
      'non-una-email',
      'nessuno@demo.test',
      'docente@demo.test',
    ].join('\n');
    const response = await upload('studenti.csv', csv);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Il file contiene righe non valide: nessuno studente è stato aggiunto.',
      code: 'validation_failed',
      details: {
        'riga 3': '«non-una-email» non è un indirizzo e-mail valido.',
        'riga 4':
          "Nessuno studente ha l'e-mail nessuno@demo.test: per creare il suo account indica nome e cognome (colonne B e C).",
        'riga 5':
          "L'e-mail docente@demo.test appartiene a un account che non può entrare in una classe.",
      },
      request_id: expect.any(String),
    });
    expect(await memberEmails()).toEqual(before);
  });

  it('reports e-mails repeated in the file', async () => {
    const csv = 'davide.fontana@demo.test\nDavide.Fontana@demo.test\n';
    const response = await upload('doppi.csv', csv);
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual({
      'riga 2': "L'e-mail davide.fontana@demo.test è già alla riga 1.",
    });
    expect(await memberEmails()).not.toContain('davide.fontana@demo.test');
  });

  it('refuses a file over 1 MiB with 413, and reads one just under it', async () => {
    const big = 'giulia.rossi@demo.test\n'.repeat(50_000);
    const response = await upload('grande.csv', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
    // 500 rows padded to ~900 KiB: past the 64 KiB JSON limit, so the 1 MiB limit is the one.
    const padded = `giulia.rossi@demo.test${' '.repeat(1800)}\n`.repeat(500);
    const read = await upload('quasi.csv', padded);
    expect(read.statusCode).toBe(422);
    expect(read.json().details['riga 2']).toBe(
      "L'e-mail giulia.rossi@demo.test è già alla riga 1.",
    );
  });

  it.each([
    ['without a boundary', 'multipart/form-data', 'giulia.rossi@demo.test'],
    [
      'with a truncated body',
      'multipart/form-data; boundary=----tj-cut',
      '------tj-cut\r\nContent-Disposition: form-data; name="file"; filename="s.csv"\r\n\r\ngiu',
    ],
  ])('answers 422, not 500, to a multipart request %s', async (_case, contentType, body) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/tj/classroom/${roomId}/upload-student`,
      headers: { 'content-type': contentType, ...bearer(await c.tokenOf(PROFESSOR)) },
      payload: body,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual({ file: 'Il file inviato non è leggibile.' });
  });

  it('refuses more than 500 rows', async () => {
    const rows = Array.from({ length: 501 }, (_, i) => `s${i}@demo.test`).join('\n');
    const response = await upload('tante.csv', rows);
    expect(response.statusCode).toBe(422);
    expect(response.json().details.file).toBe('Il file può contenere al massimo 500 righe.');
  });

  it('refuses a zip bomb disguised as XLSX before unzipping it', async () => {
    const load = spyOnExcelLoad();
    const bomb = await zipBomb(64);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await upload('classe.xlsx', bomb);
    expect(response.statusCode).toBe(413);
    expect(response.json().details.file).toMatch(/compresso in modo anomalo/);
    expect(load).not.toHaveBeenCalled();
  });

  it('refuses a bomb whose headers lie about its size, without exceljs opening it', async () => {
    const load = spyOnExcelLoad();
    const response = await upload('classe.xlsx', await lyingZipBomb(32, 2000));
    expect(response.statusCode).toBe(422);
    expect(response.json().details.file).toBe('Il file non è un file Excel (XLSX) valido.');
    expect(load).not.toHaveBeenCalled();
  });

  it('refuses a dense workbook under 1 MiB that inflates past 2 MiB, before exceljs', async () => {
    const dense = await denseXlsx(20_000);
    expect(dense.length).toBeLessThan(1024 * 1024);
    const load = spyOnExcelLoad();
    const response = await upload('classe.xlsx', dense);
    expect(response.statusCode).toBe(413);
    expect(response.json().details.file).toBe(
      'Il file Excel, una volta aperto, sarebbe troppo grande.',
    );
    expect(load).not.toHaveBeenCalled();
  });

  it('refuses an archive with too many entries', async () => {
    const response = await upload('classe.xlsx', await zipOfEntries(21));
    expect(response.statusCode).toBe(413);
  });

  it.each([
    ['casuale.xlsx', 'Il file non è un file Excel (XLSX) valido.'],
    ['casuale.csv', 'Il file CSV non è un testo UTF-8 valido.'],
    ['casuale.pdf', 'Formato non supportato: carica un file XLSX o CSV.'],
  ])('refuses random bytes named %s with 422', async (name, message) => {
    const random = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256));
    const response = await upload(name, random);
    expect(response.statusCode).toBe(422);
    expect(response.json().details.file).toBe(message);
  });

  it('refuses a zip that is not a workbook with 422', async () => {
    const response = await upload('classe.xlsx', await zipOfEntries(2));
    expect(response.statusCode).toBe(422);
  });
});
