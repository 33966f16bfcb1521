import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, isSchema, type EndpointDefinition } from '#common/api/endpoint.ts';
import { allEndpoints } from '#common/api/endpoints.ts';
import { SERVICE_BASE_URL_KEYS, SERVICE_PREFIXES } from '#common/config/app-config.ts';
import { hexIdForKey } from '../content-packs/hex-id.ts';
import { bearer, desktopLogin } from '../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { reportsClient } from '../reports/reports-test-helpers.ts';

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

/** One download: the request's declared parts, and whose data the file carries. */
interface Download {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: object;
  /** E-mails of the students in the file. */
  students: string[];
  /** A student of the professor's classrooms whose data the file does not carry. */
  outsider: string;
  /** What the log says the file is (a part of the detail). */
  detail: string;
}

/** The seeded data the fixtures point at. */
interface Seeded {
  userId(email: string): Promise<string>;
  classroomId(name: string): Promise<string>;
  liveCourse: string;
  liveQuiz: string;
  /** A passed attempt of studente2 on the certificate module she completed (Git e GitHub). */
  passedAttempt: string;
  /** A fresh batch of one-time passwords (federico.barbieri's reset). */
  credentialsId: string;
}

/** docente's students in active classrooms, not archived there (3A and 4B). */
const ACTIVE_STUDENTS = [
  'studente@demo.test',
  'giulia.rossi@demo.test',
  'matteo.romano@demo.test',
  'francesca.greco@demo.test',
  'lorenzo.bruno@demo.test',
  'martina.costa@demo.test',
  'studente2@demo.test',
  'scaduta@demo.test',
  'alessandro.conti@demo.test',
  'davide.fontana@demo.test',
  'sofia.moretti@demo.test',
  'federico.barbieri@demo.test',
];
/** 4B follows the live security course; 3A does not, Aurora is archived in 4B. */
const LIVE_COURSE_STUDENTS = ACTIVE_STUDENTS.slice(6);
const SECURITY = 'Sicurezza informatica per tutti';

const FIXTURES: Record<string, (seeded: Seeded) => Promise<Download>> = {
  exportStudents: async (s) => ({
    body: {
      ids: [await s.userId('studente2@demo.test'), await s.userId('alessandro.conti@demo.test')],
    },
    students: ['studente2@demo.test', 'alessandro.conti@demo.test'],
    outsider: 'davide.fontana@demo.test',
    detail: 'Elenco degli studenti',
  }),
  downloadCredentials: async (s) => ({
    params: { id: s.credentialsId },
    query: { format: 'xlsx' },
    students: ['federico.barbieri@demo.test'],
    outsider: 'studente2@demo.test',
    detail: 'Credenziali di accesso',
  }),
  downloadCertificates: async (s) => ({
    query: {
      certificate_id: hexIdForKey('git-basics'),
      user_id: await s.userId('studente2@demo.test'),
    },
    students: ['studente2@demo.test'],
    outsider: 'alessandro.conti@demo.test',
    detail: 'Certificato PCTO – Git e GitHub',
  }),
  downloadAllCertificates: async (s) => ({
    query: {
      certificate_id: hexIdForKey('git-basics'),
      classroom_id: await s.classroomId('4B Informatica'),
    },
    students: ['studente2@demo.test'],
    outsider: 'alessandro.conti@demo.test',
    detail: 'Certificati PCTO – Git e GitHub (classe 4B Informatica)',
  }),
  downloadCertifiedHours: async () => ({
    students: ACTIVE_STUDENTS,
    outsider: 'aurora.lombardi@demo.test',
    detail: 'Ore certificate',
  }),
  downloadUsersCertificates: async (s) => ({
    body: { attempts: [s.passedAttempt] },
    students: ['studente2@demo.test'],
    outsider: 'alessandro.conti@demo.test',
    detail: 'Certificati PCTO – Git e GitHub',
  }),
  downloadAllLiveCertificatesReport: async (s) => ({
    query: { quiz_id: s.liveQuiz },
    students: ['alessandro.conti@demo.test'],
    outsider: 'davide.fontana@demo.test',
    detail: `Certificati PCTO live – ${SECURITY}`,
  }),
  downloadAttendanceSummary: async (s) => ({
    query: { course_id: s.liveCourse },
    students: LIVE_COURSE_STUDENTS,
    outsider: 'giulia.rossi@demo.test',
    detail: `Presenze del corso live – ${SECURITY}`,
  }),
  downloadAttendanceEpisodes: async (s) => ({
    query: { course_id: s.liveCourse },
    students: LIVE_COURSE_STUDENTS,
    outsider: 'aurora.lombardi@demo.test',
    detail: `Presenze per episodio del corso live – ${SECURITY}`,
  }),
  // Only who took a live quiz has a row; Sofia follows the course and took none.
  downloadLiveResults: async (s) => ({
    query: { courseId: s.liveCourse },
    students: ['alessandro.conti@demo.test', 'davide.fontana@demo.test'],
    outsider: 'sofia.moretti@demo.test',
    detail: `Risultati dei quiz live – ${SECURITY}`,
  }),
  downloadLiveCertificate: async (s) => ({
    query: { quiz_id: s.liveQuiz, user_id: await s.userId('alessandro.conti@demo.test') },
    students: ['alessandro.conti@demo.test'],
    outsider: 'davide.fontana@demo.test',
    detail: `Certificato PCTO live – ${SECURITY}`,
  }),
  downloadClassLiveCertificates: async (s) => ({
    query: { quiz_id: s.liveQuiz, class_id: await s.classroomId('4B Informatica') },
    students: ['alessandro.conti@demo.test'],
    outsider: 'sofia.moretti@demo.test',
    detail: `Certificati PCTO live – ${SECURITY}`,
  }),
  downloadAllLiveCertificates: async (s) => ({
    query: { quiz_id: s.liveQuiz },
    students: ['alessandro.conti@demo.test'],
    outsider: 'davide.fontana@demo.test',
    detail: `Certificati PCTO live – ${SECURITY}`,
  }),
};

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
  const download = async (email: string, endpoint: EndpointDefinition, request: Download) => {
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
        students: [],
        outsider: '',
        detail: '',
      }),
      await download(OTHER_PROFESSOR, endpoints.downloadCertificates!, {
        query: { certificate_id: hexIdForKey('git-basics'), user_id: studente2 },
        students: [],
        outsider: '',
        detail: '',
      }),
      // Nobody to certify: 400.
      await download(PROFESSOR, endpoints.downloadLiveCertificate!, {
        query: {
          quiz_id: seeded.liveQuiz,
          user_id: await seeded.userId('davide.fontana@demo.test'),
        },
        students: [],
        outsider: '',
        detail: '',
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
    const credentials: Download = {
      params: { id: reset.json<{ credentials_id: string }>().credentials_id },
      query: { format: 'pdf' },
      students: [],
      outsider: '',
      detail: '',
    };
    const endpoints = Object.fromEntries(PROFESSOR_FILES);
    await t.db.query('DELETE FROM data_access_log');
    const hours: Download = { students: [], outsider: '', detail: '' };
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
