import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, isSchema, type EndpointDefinition } from '#common/api/endpoint.ts';
import { allEndpoints } from '#common/api/endpoints.ts';
import { SERVICE_BASE_URL_KEYS, SERVICE_PREFIXES } from '#common/config/app-config.ts';
import { hexIdForKey } from '../content-packs/hex-id.ts';
import { bearer, desktopLogin } from '../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { reportsClient } from '../reports/reports-test-helpers.ts';
import {
  FIXTURES,
  type RequestParts,
  type Seeded,
} from './report-download-fixtures.test-helper.ts';

const PROFESSOR = 'docente@demo.test';
const PROFESSOR_NAME = 'Paola Ferrari';
const OTHER_PROFESSOR = 'admin@demo.test';

/**
 * Every declared file a professor downloads, read from the declarations: a new one is in this
 * list by itself, and fails below until FIXTURES says how to download it and whose data it has.
 * Not here: exportSurveyResults is for admins of any role ('signed-in') and is anonymous by
 * design (server/surveys/results-repository.ts reads counts and texts, never who answered), so
 * it names no student and logs nothing.
 */
const PROFESSOR_FILES = allEndpoints().filter(
  ([, endpoint]) =>
    !isSchema(endpoint.response) &&
    endpoint.response.kind === 'file' &&
    Array.isArray(endpoint.access) &&
    endpoint.access.includes('professor'),
);

interface LogRow {
  student_id: string;
  viewer_id: string;
  viewer_role: string;
  viewer_name: string;
  action: string;
  detail: string | null;
}

describe(`who looked: professors' downloads of students' data (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let seeded: Seeded;
  let professorId: string;
  const tokens = new Map<string, string>();

  /** The endpoint's request as `email`, built from its declaration. */
  const download = async (email: string, endpoint: EndpointDefinition, request: RequestParts) => {
    let token = tokens.get(email);
    if (!token) {
      token = (await desktopLogin(t.app, email)).access_token;
      tokens.set(email, token);
    }
    const prefix = SERVICE_PREFIXES[SERVICE_BASE_URL_KEYS[endpoint.service]];
    const query = new URLSearchParams(request.query).toString();
    return t.app.inject({
      method: endpoint.method,
      url: `${prefix}${fillPath(endpoint.path, request.params)}${query ? `?${query}` : ''}`,
      headers: bearer(token),
      ...(request.body ? { payload: request.body } : {}),
    });
  };
  const logRows = () =>
    t.db.query<LogRow>(
      `SELECT student_id::text AS student_id, viewer_id::text AS viewer_id, viewer_role,
              viewer_name, action, detail
         FROM data_access_log ORDER BY id`,
    );
  const idsOf = (emails: readonly string[]) => Promise.all(emails.map((e) => seeded.userId(e)));

  beforeAll(async () => {
    t = await createTestApp();
    const client = reportsClient(t);
    const one = async (sql: string, value: string) => {
      const [row] = await t.db.query<{ id: string }>(sql, [value]);
      if (!row) throw new Error(`nothing for ${value}`);
      return row.id;
    };
    const reset = await client.post(
      PROFESSOR,
      `/api/tj/classroom/student/${await client.userId('federico.barbieri@demo.test')}/reset-password`,
      {},
    );
    seeded = {
      userId: client.userId,
      classroomId: client.classroomId,
      liveCourse: await one(
        'SELECT id::text AS id FROM live_courses WHERE key = $1',
        'live-security',
      ),
      liveQuiz: await one('SELECT id::text AS id FROM live_quizzes WHERE title LIKE $1', 'Quiz:%'),
      passedAttempt: await client.addAttempt(
        await client.quizOf('git-basics'),
        'studente2@demo.test',
        true,
      ),
      credentialsId: reset.json<{ credentials_id: string }>().credentials_id,
    };
    professorId = await client.userId(PROFESSOR);
  });
  afterAll(() => t.close());

  it('finds the professor files in the declarations, each with a fixture and no fixture left over', () => {
    const declared = PROFESSOR_FILES.map(([name]) => name).sort();
    expect(declared.length).toBeGreaterThanOrEqual(13);
    expect(Object.keys(FIXTURES).sort()).toEqual(declared);
  });

  for (const [name, endpoint] of PROFESSOR_FILES) {
    it(`${name}: one entry per student of the file, none for another`, async () => {
      const fixture = FIXTURES[name];
      if (!fixture) throw new Error(`${name} sends a professor a file: add it to FIXTURES`);
      const request = await fixture(seeded);
      await t.db.query('DELETE FROM data_access_log');

      const answer = await download(PROFESSOR, endpoint, request);
      expect(answer.statusCode, answer.body.slice(0, 200)).toBe(200);
      expect(answer.rawPayload.length).toBeGreaterThan(0);

      const rows = await logRows();
      const expected = (await idsOf(request.students)).sort();
      expect(rows.map((row) => row.student_id).sort()).toEqual(expected);
      for (const row of rows) {
        expect(row).toMatchObject({
          viewer_id: professorId,
          viewer_role: 'professor',
          viewer_name: PROFESSOR_NAME,
          action: 'report_download',
        });
        expect(row.detail).toContain(request.detail);
      }
      const outsider = await seeded.userId(request.outsider);
      expect(rows.some((row) => row.student_id === outsider)).toBe(false);
    });
  }

  it('records nothing for a download that is refused', async () => {
    await t.db.query('DELETE FROM data_access_log');
    const endpoints = Object.fromEntries(PROFESSOR_FILES);
    const studente2 = await seeded.userId('studente2@demo.test');
    const refused = [
      // Another professor's student: 404.
      await download(OTHER_PROFESSOR, endpoints.exportStudents!, {
        body: { ids: [studente2] },
      }),
      await download(OTHER_PROFESSOR, endpoints.downloadCertificates!, {
        query: { certificate_id: hexIdForKey('git-basics'), user_id: studente2 },
      }),
      // Nobody to certify: 400.
      await download(PROFESSOR, endpoints.downloadLiveCertificate!, {
        query: {
          quiz_id: seeded.liveQuiz,
          user_id: await seeded.userId('davide.fontana@demo.test'),
        },
      }),
    ];
    expect(refused.map((answer) => answer.statusCode)).toEqual([404, 404, 400]);
    expect(await logRows()).toEqual([]);
  });

  it('sends no file when the entry cannot be written, and keeps credentials downloadable', async () => {
    const client = reportsClient(t);
    const reset = await client.post(
      PROFESSOR,
      `/api/tj/classroom/student/${await client.userId('sofia.moretti@demo.test')}/reset-password`,
      {},
    );
    const credentials: RequestParts = {
      params: { id: reset.json<{ credentials_id: string }>().credentials_id },
      query: { format: 'pdf' },
    };
    const endpoints = Object.fromEntries(PROFESSOR_FILES);
    await t.db.query('DELETE FROM data_access_log');
    const hours: RequestParts = {};
    // The log's table out of reach: every insert fails, as a broken database would.
    await t.db.query('ALTER TABLE data_access_log RENAME TO data_access_log_away');
    let failed;
    try {
      failed = [
        await download(PROFESSOR, endpoints.downloadCertifiedHours!, hours),
        await download(PROFESSOR, endpoints.downloadCredentials!, credentials),
      ];
    } finally {
      await t.db.query('ALTER TABLE data_access_log_away RENAME TO data_access_log');
    }
    for (const answer of failed) {
      expect(answer.statusCode).toBe(500);
      expect(answer.headers['content-disposition']).toBeUndefined();
    }
    // The batch was not consumed: the professor downloads it once the log works again.
    const again = await download(PROFESSOR, endpoints.downloadCredentials!, credentials);
    expect(again.statusCode).toBe(200);
    expect((await logRows()).map((row) => row.student_id)).toContain(
      await seeded.userId('sofia.moretti@demo.test'),
    );
  });
});
