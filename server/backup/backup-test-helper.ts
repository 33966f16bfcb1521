import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { rocketLoginSchema } from '#common/api/chat/rocket.ts';
import type { Database, Queryable } from '../db/database.ts';
import { profileClient, STUDENT } from '../profile/profile-test-helpers.ts';
import { reportsClient } from '../reports/reports-test-helpers.ts';
import { bearer, desktopLogin } from '../testing/auth-helpers.ts';
import type { TestApp } from '../testing/test-app.ts';
import {
  beginConsistentSnapshot,
  listColumns,
  listTables,
  readRowsAsText,
} from './backup-dump-repository.ts';
import { copyLine } from './copy-text.ts';

/** An uploaded lesson image: the bytes a restore must bring back. */
export const UPLOADED_MEDIA = {
  name: 'schema-rete-ab12cd34.png',
  bytes: Buffer.from('png…\u0000\u00ff bytes'),
};

/**
 * Adds to the seeded demo (classes, progress, a certificate's module, chat rooms) what a school's
 * year adds: quiz attempts, a chat message, an issued certificate, an uploaded media file.
 */
export async function populateSchool(t: TestApp, mediaDir: string): Promise<void> {
  const reports = reportsClient(t);
  const quizId = await reports.quizOf('git-basics');
  await reports.addAttempt(quizId, STUDENT, false);
  await reports.addAttempt(quizId, STUDENT, true);
  const token = (await desktopLogin(t.app, STUDENT)).access_token;
  const chatLogin = await t.app.inject({
    method: 'POST',
    url: '/api/tj/chat/login',
    headers: bearer(token),
  });
  const chat = rocketLoginSchema.parse(chatLogin.json()).data;
  const headers = { 'x-auth-token': chat.authToken, 'x-user-id': chat.userId };
  const post = (path: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/chat/api/v1${path}`, headers, payload });
  await post('/channels.join', { roomId: 'sicurezza-informatica' });
  const posted = await post('/chat.postMessage', {
    roomId: 'sicurezza-informatica',
    text: 'Backup: «tab»\there, a backslash \\ and a new\nline.',
  });
  if (posted.statusCode !== 200) throw new Error(`chat message: ${posted.body}`);
  const profile = profileClient(t);
  const list = (await profile.get(STUDENT, '/tech-journey/my-certificates')).json<
    Array<{ id: string; kind: string }>
  >();
  const certificate = list.find((entry) => entry.kind === 'journey');
  const pdf = await profile.get(
    STUDENT,
    `/tech-journey/my-certificates/${certificate!.id}/download`,
  );
  if (pdf.statusCode !== 200) throw new Error(`certificate: ${pdf.body}`);
  await mkdir(mediaDir, { recursive: true });
  await writeFile(join(mediaDir, UPLOADED_MEDIA.name), UPLOADED_MEDIA.bytes);
  // An upload still being written: not content, never in a backup.
  await writeFile(join(mediaDir, '.studio-0123456789abcdef.part'), 'half');
}

/** A finished attempt with its answers, in one transaction (what a submitted test writes). */
export async function writeAttempt(db: Database, studentEmail: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [attempt] = await tx.query<{ id: string }>(
      `INSERT INTO quiz_attempts (quiz_id, user_id, started_at, terminated_at, score_percentage, passed)
       SELECT r.id, u.id, now() - interval '5 minutes', now(), 100, true
         FROM quizzes r, users u WHERE u.email = $1 ORDER BY r.id LIMIT 1
       RETURNING id::text AS id`,
      [studentEmail],
    );
    await tx.query(
      `INSERT INTO attempt_answers (attempt_id, question_id, answer_id)
       SELECT $1, qq.id, (SELECT qa.id FROM quiz_answers qa WHERE qa.question_id = qq.id ORDER BY qa.id LIMIT 1)
         FROM quiz_questions qq JOIN quiz_attempts a ON a.quiz_id = qq.quiz_id WHERE a.id = $1`,
      [attempt!.id],
    );
  });
}

/**
 * Every row of every table as COPY text lines, sorted, read in one snapshot in UTC: the same
 * content gives the same lines on either engine (row_to_json would print timestamps in the
 * session's time zone).
 */
export async function tableContents(db: Database): Promise<Record<string, string[]>> {
  return db.transaction(async (tx: Queryable) => {
    await beginConsistentSnapshot(tx);
    const contents: Record<string, string[]> = {};
    for (const table of await listTables(tx)) {
      const rows = await readRowsAsText(tx, table, await listColumns(tx, table));
      contents[table] = rows.map(copyLine).sort();
    }
    return contents;
  });
}
