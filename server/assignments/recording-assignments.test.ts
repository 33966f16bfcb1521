import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignableWorkListSchema,
  classroomAssignmentSchema,
  studentAssignmentListSchema,
  type ClassroomAssignment,
} from '#common/api/assignments/index.ts';
import { recordingProgressSchema } from '#common/api/live/recording.ts';
import {
  OTHER_PROFESSOR,
  PROFESSOR,
  STUDENT,
  classroomClient,
} from '../classrooms/classroom-test-helpers.ts';
import { loadExcelJs } from '../files/load-exceljs.ts';
import { exportRecordingWatch } from '../privacy/export/export-activity-repository.ts';
import { signedInClient } from '../testing/signed-in-client.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';

const ZONE = 'Europe/Rome';

describe(`assignments of a live episode's recording (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof classroomClient>;
  let live: ReturnType<typeof signedInClient>;
  let classroom: string;
  let studente2: string;
  /** The security course (4B follows it): its ended, live-now and upcoming episodes. */
  const security = { passed: '', live: '', upcoming: '' };
  /** An ended episode of the cloud course, which 4B does not follow. */
  let notFollowed: string;

  const episodeId = async (key: string) => {
    const [row] = await t.db.query<{ id: string }>(
      'SELECT id::text AS id FROM live_episodes WHERE key = $1',
      [key],
    );
    return row!.id;
  };
  const assign = (body: object, email = PROFESSOR) =>
    c.call('POST', email, `/classroom/${classroom}/assignments`, body);
  const created = async (body: object): Promise<ClassroomAssignment> => {
    const response = await assign(body);
    expect(response.statusCode).toBe(201);
    return classroomAssignmentSchema.parse(response.json());
  };
  const mine = async () =>
    studentAssignmentListSchema.parse((await c.call('GET', STUDENT, '/assignments/mine')).json());
  const tokenFor = async (episode: string) => {
    const answer = await live.get(STUDENT, `/episode/${episode}/recording-tracker-token`);
    expect(answer.statusCode).toBe(200);
    return answer.json().tracker_token as string;
  };
  const ping = (episode: string, token: string, position: number, playing = true) =>
    live.call(
      'POST',
      STUDENT,
      `/episode/${episode}/recording-pings`,
      { position_seconds: position, playing },
      { 'x-tracker-token': token },
    );

  beforeAll(async () => {
    t = await createTestApp({ config: { schoolTimeZone: ZONE } });
    c = classroomClient(t);
    live = signedInClient(t, '/api/live');
    classroom = await c.classroomId('4B Informatica');
    studente2 = await c.userId(STUDENT);
    security.passed = await episodeId('live-security-episode-1');
    security.live = await episodeId('live-security-episode-2');
    security.upcoming = await episodeId('live-security-episode-3');
    notFollowed = await episodeId('live-cloud-episode-1');
  });
  afterAll(() => t.close());

  it('offers the episodes of the courses the classroom follows, to its own professor only', async () => {
    const answer = await c.call('GET', PROFESSOR, `/classroom/${classroom}/assignable-recordings`);
    const work = assignableWorkListSchema.parse(answer.json());
    expect(work.map((item) => item.target_id)).toEqual([
      security.passed,
      security.live,
      security.upcoming,
    ]);
    expect(work[0]).toMatchObject({
      kind: 'recording',
      title: 'Password e autenticazione a due fattori',
    });
    expect(work[0]!.context).toMatch(
      /^Sicurezza informatica per tutti, diretta del \d\d\.\d\d\.\d{4}$/,
    );
    expect(
      (await c.call('GET', OTHER_PROFESSOR, `/classroom/${classroom}/assignable-recordings`))
        .statusCode,
    ).toBe(404);
    expect(
      (await c.call('GET', STUDENT, `/classroom/${classroom}/assignable-recordings`)).statusCode,
    ).toBe(403);
  });

  it('refuses another professor’s classroom (404), unknown episodes (404) and courses not followed (422, in Italian)', async () => {
    expect(
      (await assign({ kind: 'recording', target_id: security.passed }, OTHER_PROFESSOR)).statusCode,
    ).toBe(404);
    expect((await assign({ kind: 'recording', target_id: '999999' })).statusCode).toBe(404);
    expect((await assign({ kind: 'recording', target_id: 'abc' })).statusCode).toBe(404);
    const refused = await assign({ kind: 'recording', target_id: notFollowed });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.target_id).toBe(
      'La classe non segue il corso di questo episodio: iscrivila al corso prima di assegnarne la registrazione.',
    );
  });

  it('refuses a YouTube recording: its watching could not be counted', async () => {
    await t.db.query("UPDATE live_episodes SET link = 'dQw4w9WgXcQ' WHERE id = $1", [
      security.upcoming,
    ]);
    try {
      const refused = await assign({ kind: 'recording', target_id: security.upcoming });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().details.target_id).toMatch(/YouTube/);
      const offered = assignableWorkListSchema.parse(
        (await c.call('GET', PROFESSOR, `/classroom/${classroom}/assignable-recordings`)).json(),
      );
      expect(offered.map((item) => item.target_id)).not.toContain(security.upcoming);
    } finally {
      await t.db.query("UPDATE live_episodes SET link = 'devops-container.webm' WHERE id = $1", [
        security.upcoming,
      ]);
    }
  });

  it('credits a recording only after its live, and only for students of a following class', async () => {
    const during = await live.get(STUDENT, `/episode/${security.live}/recording-tracker-token`);
    expect(during.statusCode).toBe(409);
    expect(during.json().message).toMatch(/dopo la fine della diretta/);
    expect(
      (await live.get(STUDENT, `/episode/${security.upcoming}/recording-tracker-token`)).statusCode,
    ).toBe(409);
    // 3A does not follow the course: the episode does not exist for its students.
    expect(
      (
        await live.get(
          'giulia.rossi@demo.test',
          `/episode/${security.passed}/recording-tracker-token`,
        )
      ).statusCode,
    ).toBe(404);
    // An attendance token never credits a recording.
    const token = await tokenFor(security.passed);
    expect(
      (
        await live.call(
          'POST',
          STUDENT,
          `/episode/${security.passed}/recording-pings`,
          { position_seconds: 0, playing: true },
          {},
        )
      ).statusCode,
    ).toBe(403);
    const other = signedInClient(t, '/api/live');
    const foreign = (
      await other.get(
        'alessandro.conti@demo.test',
        `/episode/${security.passed}/recording-tracker-token`,
      )
    ).json().tracker_token as string;
    expect((await ping(security.passed, foreign, 0)).statusCode).toBe(403);
    expect((await ping(security.passed, token, 0)).statusCode).toBe(200);
  });

  it('counts a recording watched at 90 % of its length, seen in real time; done and late for the assignment', async () => {
    // The demo recording is a 15 s clip: watched needs ⌈13.5⌉ = 14 seconds actually seen.
    const assignment = await created({
      kind: 'recording',
      target_id: security.passed,
      student_ids: [studente2],
      due_local: '2020-01-01T18:00',
      note: 'Guardate la registrazione.',
    });
    expect(assignment).toMatchObject({
      kind: 'recording',
      target_id: security.passed,
      title: 'Password e autenticazione a due fattori',
      context: 'Sicurezza informatica per tutti',
    });
    const [course] = await t.db.query<{ id: string }>(
      'SELECT course_id::text AS id FROM live_episodes WHERE id = $1',
      [security.passed],
    );
    const link = `/live/watch?course=${course!.id}&episode=${security.passed}`;
    const [notification] = await t.db.query<{ link: string }>(
      'SELECT link FROM notifications WHERE user_id = $1 AND event_key = $2',
      [studente2, `assignment:${assignment.id}`],
    );
    expect(notification?.link).toBe(link);
    const before = (await mine()).find((item) => item.id === assignment.id);
    expect(before).toMatchObject({ kind: 'recording', link, done: false, overdue: true });

    const token = await tokenFor(security.passed);
    const progress = async (position: number, playing = true) =>
      recordingProgressSchema.parse((await ping(security.passed, token, position, playing)).json());
    expect(await progress(0)).toEqual({ watched_seconds: 0, required_seconds: 14, watched: false });
    // A seek to the end, faster than the clock, credits nothing.
    t.advanceClock(1000);
    expect((await progress(15)).watched_seconds).toBe(0);
    expect(await progress(0)).toMatchObject({ watched_seconds: 0 });
    t.advanceClock(5000);
    expect(await progress(5)).toMatchObject({ watched_seconds: 5, watched: false });
    t.advanceClock(5000);
    expect(await progress(10)).toMatchObject({ watched_seconds: 10, watched: false });
    t.advanceClock(5000);
    expect(await progress(15, false)).toEqual({
      watched_seconds: 15,
      required_seconds: 14,
      watched: true,
    });

    const after = (await mine()).find((item) => item.id === assignment.id);
    expect(after).toMatchObject({ done: true, late: true, overdue: false });
    const listed = classroomAssignmentSchema
      .array()
      .parse((await c.call('GET', PROFESSOR, `/classroom/${classroom}/assignments`)).json())
      .find((item) => item.id === assignment.id)!;
    expect(listed.students).toEqual([
      expect.objectContaining({ user_id: studente2, done: true, late: true, score: null }),
    ]);
    const watchedAt = listed.students[0]!.completed_at;
    // Watching again keeps the first moment it counted.
    t.advanceClock(60_000);
    await progress(0);
    const again = (await mine()).find((item) => item.id === assignment.id);
    expect(again?.completed_at).toBe(watchedAt);

    // Her data export tells what she watched (presenze.json).
    expect(await exportRecordingWatch(t.db, studente2)).toEqual([
      expect.objectContaining({
        course: 'Sicurezza informatica per tutti',
        episode: 'Password e autenticazione a due fattori',
        watched_seconds: 15,
        watched_at: expect.any(Date),
      }),
    ]);

    const overview = await c.call('GET', PROFESSOR, `/classroom/${classroom}/assignments/overview`);
    expect(overview.statusCode).toBe(200);
    const ExcelJS = await loadExcelJs();
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(overview.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = Array.from(sheet.getRow(1).values as unknown[], (cell) => String(cell ?? ''));
    const column = header.findIndex((cell) => cell.includes('Password e autenticazione'));
    expect(column).toBeGreaterThan(0);
    const saraRow = sheet
      .getSheetValues()
      .find(
        (row) => Array.isArray(row) && row.some((cell) => String(cell).includes('Sara Colombo')),
      );
    expect(String((saraRow as unknown[])[column])).toMatch(
      /^Fatto \d\d\.\d\d\.\d{4} \d\d:\d\d, in ritardo$/,
    );
  });

  it('credits the whole broadcast when the recording’s length is not known', async () => {
    await t.db.query('UPDATE live_episodes SET recording_seconds = NULL WHERE id = $1', [
      security.passed,
    ]);
    const token = await tokenFor(security.passed);
    const answer = recordingProgressSchema.parse((await ping(security.passed, token, 0)).json());
    // The 60-minute window: 90 % is 3240 seconds.
    expect(answer.required_seconds).toBe(3240);
    expect(answer.watched).toBe(false);
  });
});
