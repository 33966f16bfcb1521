import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CERTIFIED_HOURS_HEADER } from '../files/certified-hours-xlsx.ts';
import { CONTENT_TYPES } from '../files/send-file.ts';
import { pdfText } from '../files/pdf-text.test-helper.ts';
import { readXlsx } from '../files/read-xlsx.test-helper.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import {
  NOBODY_PASSED_MESSAGE,
  STUDENT_WITHOUT_CERTIFICATE_MESSAGE,
  TOO_MANY_CERTIFICATES_MESSAGE,
} from './certificate-download-routes.ts';
import {
  DOCENTE,
  GIT_BASICS,
  NOT_PROFESSORS,
  OTHER_PROFESSOR,
  STUDENTE2,
  reportsClient,
} from './reports-test-helpers.ts';

const HOURS_URL = '/api/tj/tech-journey/report/general/download/professor-students-certified-hours';
const USERS_CERTIFICATES_URL =
  '/api/tj/tech-journey/report/certificate/download-users-certificates';

describe(`report files (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let client: ReturnType<typeof reportsClient>;
  let studente2: string;
  let gitQuiz: string;
  let passedAttempt: string;
  let failedAttempt: string;
  /** A certificate module nobody has completed. */
  let emptyCertificateQuiz: string;

  beforeAll(async () => {
    t = await createTestApp();
    client = reportsClient(t);
    studente2 = await client.userId(STUDENTE2);
    gitQuiz = await client.quizOf('git-basics');
    passedAttempt = await client.addAttempt(gitQuiz, STUDENTE2, true);
    failedAttempt = await client.addAttempt(gitQuiz, STUDENTE2, false);
    const [other] = await t.db.query<{ id: string }>(
      `SELECT q.id::text AS id FROM quizzes q JOIN resources r ON r.id = q.resource_id
       JOIN entities e ON e.id = r.entity_id
       WHERE e.certificate AND NOT EXISTS (SELECT 1 FROM entity_progress ep WHERE ep.entity_id = e.id)
       LIMIT 1`,
    );
    emptyCertificateQuiz = other!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it("downloads one student's certificate as a PDF naming the student, course and hours", async () => {
    const response = await client.get(
      DOCENTE,
      `/api/reports/certificates/download?quiz_id=${gitQuiz}&user_id=${studente2}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(CONTENT_TYPES.pdf);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="attestato-Sara-Colombo-Git-e-GitHub.pdf"; ` +
        `filename*=UTF-8''attestato-Sara-Colombo-Git-e-GitHub.pdf`,
    );
    expect((await PDFDocument.load(response.rawPayload)).getPageCount()).toBe(1);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('ATTESTATO');
    expect(text).toContain('Sara Colombo');
    expect(text).toContain('Git e GitHub');
    expect(text).toContain('2 ore PCTO');
    expect(text).toMatch(/\d{2}\.\d{2}\.\d{4}/);
  });

  it('downloads every holder as one combined PDF, by quiz or certificate id', async () => {
    for (const query of [`quiz_id=${gitQuiz}`, `certificate_id=${GIT_BASICS}`]) {
      const response = await client.get(DOCENTE, `/api/reports/certificates/download?${query}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain('attestati-Git-e-GitHub.pdf');
      expect((await PDFDocument.load(response.rawPayload)).getPageCount()).toBe(1);
    }
  });

  it('downloads all certificates as a ZIP of one PDF per student', async () => {
    const response = await client.get(
      DOCENTE,
      `/api/reports/certificates/download/all?quiz_id=${gitQuiz}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(CONTENT_TYPES.zip);
    const zip = await JSZip.loadAsync(response.rawPayload);
    expect(Object.keys(zip.files)).toEqual(['attestato-Sara-Colombo-Git-e-GitHub.pdf']);
    const pdf = await zip.file('attestato-Sara-Colombo-Git-e-GitHub.pdf')!.async('uint8array');
    expect(await pdfText(pdf)).toContain('Sara Colombo');
  });

  it('downloads the certificates of one classroom, and only of an own classroom', async () => {
    const classroom4B = await client.classroomId('4B Informatica');
    const classroom3A = await client.classroomId('3A Informatica');
    const response = await client.get(
      DOCENTE,
      `/api/reports/certificates/download/all?certificate_id=${GIT_BASICS}&classroom_id=${classroom4B}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      'attestati-Git-e-GitHub-4B-Informatica.zip',
    );
    expect(Object.keys((await JSZip.loadAsync(response.rawPayload)).files)).toHaveLength(1);
    const of3A = await client.get(
      DOCENTE,
      `/api/reports/certificates/download?quiz_id=${gitQuiz}&classroom_id=${classroom3A}`,
    );
    expect(of3A.statusCode).toBe(400);
    expect(of3A.json()).toMatchObject({ message: NOBODY_PASSED_MESSAGE });
    const foreign = await client.get(
      OTHER_PROFESSOR,
      `/api/reports/certificates/download/all?quiz_id=${gitQuiz}&classroom_id=${classroom4B}`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('says so when the chosen student has no certificate yet', async () => {
    const classmate = await client.userId('alessandro.conti@demo.test');
    const response = await client.get(
      DOCENTE,
      `/api/reports/certificates/download?quiz_id=${gitQuiz}&user_id=${classmate}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: STUDENT_WITHOUT_CERTIFICATE_MESSAGE });
  });

  it('answers 400 with the Italian message when nobody has the certificate', async () => {
    for (const url of [
      `/api/reports/certificates/download/all?quiz_id=${emptyCertificateQuiz}`,
      `/api/reports/certificates/download?quiz_id=${emptyCertificateQuiz}`,
    ]) {
      const response = await client.get(DOCENTE, url);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({ message: NOBODY_PASSED_MESSAGE });
    }
    // admin has no students at all: the same answer, nothing about docente's.
    const response = await client.get(
      OTHER_PROFESSOR,
      `/api/reports/certificates/download/all?quiz_id=${gitQuiz}`,
    );
    expect(response.statusCode).toBe(400);
  });

  it("refuses another professor's student, other roles and bad queries", async () => {
    const single = `/api/reports/certificates/download?quiz_id=${gitQuiz}&user_id=${studente2}`;
    expect((await client.get(OTHER_PROFESSOR, single)).statusCode).toBe(404);
    for (const email of NOT_PROFESSORS) {
      expect((await client.get(email, single)).statusCode).toBe(403);
      expect((await client.get(email, HOURS_URL)).statusCode).toBe(403);
      expect(
        (await client.post(email, USERS_CERTIFICATES_URL, { attempts: [passedAttempt] }))
          .statusCode,
      ).toBe(403);
    }
    expect((await client.get(null, HOURS_URL)).statusCode).toBe(401);
    for (const query of ['', `quiz_id=${gitQuiz}&certificate_id=${GIT_BASICS}`, 'quiz_id=x']) {
      const response = await client.get(DOCENTE, `/api/reports/certificates/download?${query}`);
      expect(response.statusCode, query).toBe(422);
    }
    // A quiz of an entity that gives no certificate is no certificate.
    const [plain] = await t.db.query<{ id: string }>(
      `SELECT q.id::text AS id FROM quizzes q JOIN resources r ON r.id = q.resource_id
       JOIN entities e ON e.id = r.entity_id WHERE NOT e.certificate LIMIT 1`,
    );
    const response = await client.get(
      DOCENTE,
      `/api/reports/certificates/download?quiz_id=${plain!.id}`,
    );
    expect(response.statusCode).toBe(404);
  });

  it("downloads the certified hours of docente's students as XLSX", async () => {
    const response = await client.get(DOCENTE, HOURS_URL);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(CONTENT_TYPES.xlsx);
    expect(response.headers['content-disposition']).toMatch(
      /filename="ore-certificate-PCTO-\d{2}\.\d{2}\.\d{4}\.xlsx"/,
    );
    const sheet = (await readXlsx(response.rawPayload)).getWorksheet('Ore PCTO')!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...CERTIFIED_HOURS_HEADER]);
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    // Active classrooms only (3A: 6, 4B: 7 less one archived student), no archived classroom.
    expect(rows).toHaveLength(12);
    expect(rows.some((row) => row[1] === '5A Informatica 2024/25')).toBe(false);
    expect(rows.find((row) => row[3] === 'studente2@demo.test')).toEqual([
      undefined,
      '4B Informatica',
      'Sara Colombo',
      'studente2@demo.test',
      2,
      expect.stringContaining('Git e GitHub'),
    ]);
    const admin = await client.get(OTHER_PROFESSOR, HOURS_URL);
    const adminSheet = (await readXlsx(admin.rawPayload)).getWorksheet('Ore PCTO')!;
    expect(adminSheet.rowCount).toBe(1);
  });

  it('combines the certificates of chosen passing attempts into one PDF', async () => {
    const response = await client.post(DOCENTE, USERS_CERTIFICATES_URL, {
      attempts: [passedAttempt, passedAttempt],
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(CONTENT_TYPES.pdf);
    expect((await PDFDocument.load(response.rawPayload)).getPageCount()).toBe(1);
    expect(await pdfText(response.rawPayload)).toContain('Sara Colombo');
  });

  it('refuses failed, foreign and malformed attempts', async () => {
    for (const attempts of [[failedAttempt], [passedAttempt, '999999']]) {
      const response = await client.post(DOCENTE, USERS_CERTIFICATES_URL, { attempts });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
    expect(
      (await client.post(OTHER_PROFESSOR, USERS_CERTIFICATES_URL, { attempts: [passedAttempt] }))
        .statusCode,
    ).toBe(404);
    for (const body of [{}, { attempts: [] }, { attempts: ['abc'] }, { attempts: 'x' }]) {
      expect((await client.post(DOCENTE, USERS_CERTIFICATES_URL, body)).statusCode).toBe(422);
    }
  });

  it('answers 422 instead of building more than 500 certificates into one file', async () => {
    const docente = await client.userId(DOCENTE);
    const [room] = await t.db.query<{ id: string }>(
      `INSERT INTO classrooms (professor_id, name) VALUES ($1, 'Molto grande')
       RETURNING id::text AS id`,
      [docente],
    );
    const students = await t.db.query<{ id: string }>(
      `INSERT INTO users (email, name, role, password_hash)
       SELECT 'massa' || n || '@demo.test', 'Studente ' || n, 'student', 'x'
         FROM generate_series(1, 501) AS n
       RETURNING id::text AS id`,
    );
    const ids = students.map((student) => student.id).join(',');
    await t.db.query(
      `INSERT INTO classroom_students (classroom_id, student_id)
       SELECT $1::bigint, id FROM unnest(string_to_array($2, ',')::bigint[]) AS id`,
      [room!.id, ids],
    );
    await t.db.query(
      `INSERT INTO entity_progress (user_id, entity_id, completed_at)
       SELECT id, (SELECT e.id FROM quizzes q JOIN resources r ON r.id = q.resource_id
                     JOIN entities e ON e.id = r.entity_id WHERE q.id = $2::bigint), now()
         FROM unnest(string_to_array($1, ',')::bigint[]) AS id`,
      [ids, emptyCertificateQuiz],
    );
    try {
      for (const path of ['download', 'download/all']) {
        for (const scope of ['', `&classroom_id=${room!.id}`]) {
          const response = await client.get(
            DOCENTE,
            `/api/reports/certificates/${path}?quiz_id=${emptyCertificateQuiz}${scope}`,
          );
          expect(response.statusCode, `${path}${scope}`).toBe(422);
          expect(response.json()).toMatchObject({ message: TOO_MANY_CERTIFICATES_MESSAGE });
        }
      }
    } finally {
      await t.db.query(`DELETE FROM users WHERE email LIKE 'massa%@demo.test'`);
    }
  });
});
