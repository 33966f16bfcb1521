import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAccountsCommand, parseAccountsArgs } from '../../account/operator-accounts.ts';
import { insertAssignment } from '../../assignments/assignment-repository.ts';
import { loadConfig } from '../../config.ts';
import { pdfText } from '../../files/pdf-text.test-helper.ts';
import {
  CLASSMATE,
  PROFESSOR,
  profileClient,
  SORINTIAN,
  STUDENT,
  VISITOR,
} from '../../profile/profile-test-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { TEST_ENGINE } from '../../testing/test-database.ts';
import { EXPORT_FILES } from './export-readme.ts';
import { addDataInEveryPart, addLiveMessages } from './export-test-helpers.ts';

const EXPORT = '/tech-journey/my-data/export';

/** Every entry of an archive as text (a PDF as the text a reader shows, and its raw bytes). */
async function unpack(bytes: Uint8Array) {
  const zip = await JSZip.loadAsync(bytes);
  const entries = new Map<string, { text: string; bytes: Uint8Array }>();
  for (const file of Object.values(zip.files)) {
    if (file.dir) continue;
    const content = await file.async('uint8array');
    const text = file.name.endsWith('.pdf')
      ? `${await pdfText(content)}\n${Buffer.from(content).toString('latin1')}`
      : new TextDecoder().decode(content);
    entries.set(file.name, { text, bytes: content });
  }
  return entries;
}

const json = (entries: Awaited<ReturnType<typeof unpack>>, name: string) =>
  JSON.parse(entries.get(name)!.text) as Record<string, unknown> & unknown[];

/** Every string value of a JSON document that looks like a database id. */
function numericValues(value: unknown): string[] {
  if (typeof value === 'string') return /^\d+$/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(numericValues);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numericValues);
  return [];
}

/** No certificate, and no student's e-mail or name in any entry. */
function expectNoStudent(entries: Awaited<ReturnType<typeof unpack>>) {
  expect([...entries.keys()].some((name) => name.startsWith('certificati/'))).toBe(false);
  for (const [name, { text }] of entries) {
    for (const student of [STUDENT, CLASSMATE, 'Sara Colombo', 'Giulia']) {
      expect(text, name).not.toContain(student);
    }
  }
}

describe(`the data export (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof profileClient>;
  let studentId: string;
  let classmateId: string;
  let classmateRows: { messageId: string; questionId: string };
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    c = profileClient(t);
    studentId = await c.userId(STUDENT);
    classmateId = await c.userId(CLASSMATE);
    const now = new Date();
    await addDataInEveryPart(t.db, studentId, STUDENT, now);
    await addLiveMessages(t.db, studentId, 'Domanda di Sara sul phishing', now);
    // The classmate writes in the same chat and answers Sara's episode question, and has
    // attempts and a survey of her own: none of it may reach Sara's archive.
    await addDataInEveryPart(t.db, classmateId, CLASSMATE, now);
    classmateRows = await addLiveMessages(t.db, classmateId, 'Risposta di Giulia', now, studentId);
    dir = await mkdtemp(path.join(tmpdir(), 'tj-export-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("gives a student every part of their data and nothing of a classmate's", async () => {
    const answer = await c.get(STUDENT, EXPORT);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-disposition']).toMatch(
      /filename="tech-journey-dati-Sara-Colombo-\d{2}\.\d{2}\.\d{4}\.zip"/,
    );
    const entries = await unpack(answer.rawPayload);

    const readme = entries.get('README.txt')!.text;
    for (const file of Object.keys(EXPORT_FILES)) {
      expect(entries.has(file), file).toBe(true);
      expect(readme).toContain(`${file}: `);
      expect(() => JSON.parse(entries.get(file)!.text)).not.toThrow();
    }
    expect(readme).toContain('Impostazioni › I miei dati');

    const certificates = [...entries.keys()].filter((name) => name.startsWith('certificati/'));
    const owned = (await c.get(STUDENT, '/tech-journey/my-certificates')).json() as unknown[];
    expect(certificates).toHaveLength(owned.length);
    expect(certificates.length).toBeGreaterThan(0);
    for (const name of certificates) {
      expect(name).toMatch(/\.pdf$/);
      expect(readme).toContain(name);
      expect(Buffer.from(entries.get(name)!.bytes.subarray(0, 4)).toString()).toBe('%PDF');
      expect(entries.get(name)!.text).toContain('Sara Colombo');
    }

    const profile = json(entries, 'profilo.json');
    expect(profile).toMatchObject({
      account: { email: STUDENT, name: 'Sara Colombo', role: 'student', school_year: 4 },
      // The demo's explicit choices (seedDemoPrivacyChoices): profile open to the platform.
      privacy: {
        profile_audience: 'platform',
        ranking_by_name: true,
        can_contact: false,
        contact_consent_at: null,
      },
    });
    expect((profile.profile as { hobbies: string[] }).hobbies.length).toBeGreaterThan(0);
    const attempts = json(entries, 'tentativi.json') as unknown as {
      journey_quiz_attempts: {
        score_percentage: number;
        answers: { question: string; chosen_answers: string[]; correct: boolean }[];
      }[];
      live_quiz_attempts: { passed: boolean; answers: { correct: boolean }[] }[];
    };
    expect(attempts.journey_quiz_attempts[0]!.score_percentage).toBe(50);
    expect(attempts.journey_quiz_attempts[0]!.answers.length).toBeGreaterThan(0);
    expect(attempts.journey_quiz_attempts[0]!.answers[0]!.chosen_answers.length).toBe(1);
    expect(attempts.live_quiz_attempts[0]!.answers.every((answer) => answer.correct)).toBe(true);
    const progress = json(entries, 'progressi.json') as unknown as { total_points: number };
    expect(progress.total_points).toBeGreaterThan(0);
    const badges = json(entries, 'badge.json') as unknown as {
      earned_badges: unknown[];
      open_badges_assertions: object[];
    };
    expect(badges.earned_badges.length).toBeGreaterThan(0);
    expect(badges.open_badges_assertions).toHaveLength(1);
    expect(JSON.stringify(badges)).not.toContain('salt');
    expect(json(entries, 'presenze.json').episodes_attended).not.toHaveLength(0);
    expect(json(entries, 'chat.json').messages).toMatchObject([
      { text: 'Domanda di Sara sul phishing', deleted: false },
    ]);
    expect(json(entries, 'domande.json').episode_questions).toMatchObject([
      { text: 'Domanda di Sara sul phishing', is_reply: false },
    ]);
    // The seed's reply notification names Giulia: her name is replaced, the rest kept.
    expect(json(entries, 'notifiche.json')).toContainEqual(
      expect.objectContaining({
        text: expect.stringMatching(/^Qualcuno ha risposto alla tua domanda «/),
      }),
    );
    expect(json(entries, 'sondaggi.json')).toMatchObject([{ answers: [{ stars: 4 }] }]);
    const signIns = json(entries, 'accessi.json') as unknown as {
      sign_ins: object[];
      chat_sessions: object[];
    };
    expect(signIns.sign_ins.length).toBeGreaterThan(0);
    expect(signIns.chat_sessions).toHaveLength(1);
    expect(json(entries, 'chi-ha-visto.json')).toMatchObject([
      { action: 'cv_view', viewer_role: 'sorintian' },
    ]);

    // Nothing of the classmate anywhere: her e-mail, her name, her texts; and the only id the
    // JSON carries is Sara's own (no id of another user, message or question).
    for (const [name, { text }] of entries) {
      expect(text, name).not.toContain(CLASSMATE);
      expect(text, name).not.toContain('Giulia');
      expect(text, name).not.toContain('Rossi');
      expect(text, name).not.toContain('Risposta di Giulia');
      expect(text, name).not.toMatch(/token_hash|test-token-hash/);
      if (name.endsWith('.json')) {
        const ids = new Set(numericValues(JSON.parse(text)));
        expect(
          [...ids].filter((id) => id !== studentId),
          name,
        ).toEqual([]);
      }
    }
    expect([classmateId, classmateRows.messageId, classmateRows.questionId]).not.toContain(
      studentId,
    );
  });

  it("lists the student's assignments with her own state, nothing of a classmate's", async () => {
    const day = 24 * 60 * 60 * 1000;
    const [room] = await t.db.query<{ id: string; professor_id: string }>(
      `SELECT id::text AS id, professor_id::text AS professor_id FROM classrooms
        WHERE name = '4B Informatica'`,
    );
    // A lesson Sara completed, given to her by name with a due moment a day before she did it.
    const [lesson] = await t.db.query<{ entity_id: string; resource_id: string; at: Date }>(
      `SELECT r.entity_id::text AS entity_id, r.id::text AS resource_id, p.completed_at AS at
         FROM resource_progress p JOIN resources r ON r.id = p.resource_id
        WHERE p.user_id = $1 AND r.type <> 'quiz' ORDER BY p.completed_at, r.id LIMIT 1`,
      [studentId],
    );
    const give = (studentIds: string[], note: string, dueAt: Date | null) =>
      t.db.transaction((tx) =>
        insertAssignment(tx, {
          professorId: room!.professor_id,
          classroomId: room!.id,
          kind: 'lesson',
          target: { entityId: lesson!.entity_id, resourceId: lesson!.resource_id, quizId: null },
          dueAt,
          note,
          wholeClass: false,
          studentIds,
          now: new Date(),
        }),
      );
    await give([studentId], 'Ripassa questa lezione, Sara.', new Date(lesson!.at.getTime() - day));
    await give([classmateId], 'Solo per Giulia: recupera la lezione.', null);

    const entries = await unpack((await c.get(STUDENT, EXPORT)).rawPayload);
    const text = entries.get('compiti.json')!.text;
    const assignments = JSON.parse(text) as Array<Record<string, unknown>>;
    // The demo's two pieces of work for 4B, still to do, and the lesson given to her alone.
    expect(assignments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'module',
          title: 'HTML e CSS',
          classroom: '4B Informatica',
          assigned_by: 'Paola Ferrari',
          assigned_to: 'class',
          note: 'Finite il modulo con il quiz: ne parliamo in laboratorio.',
          due_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          withdrawn_at: null,
          status: 'todo',
          completed_at: null,
        }),
        expect.objectContaining({ kind: 'on_demand', due_at: null, status: 'todo' }),
        expect.objectContaining({
          kind: 'lesson',
          assigned_to: 'you',
          note: 'Ripassa questa lezione, Sara.',
          status: 'late',
          completed_at: lesson!.at.toISOString(),
        }),
      ]),
    );
    expect(assignments).toHaveLength(3);
    expect(entries.get('README.txt')!.text).toContain('compiti.json: i compiti che i professori');
    // Of the professor, the name only; of the classmate, nothing (not even that she had work).
    expect(text).not.toContain(PROFESSOR);
    expect(text).not.toContain('Giulia');
    expect(numericValues(assignments).filter((id) => id !== studentId)).toEqual([]);
  });

  it("gives a professor their own account and classrooms, no student's data", async () => {
    const answer = await c.get(PROFESSOR, EXPORT);
    expect(answer.statusCode).toBe(200);
    const entries = await unpack(answer.rawPayload);
    expect(json(entries, 'profilo.json')).toMatchObject({
      account: { email: PROFESSOR, role: 'professor' },
      classrooms: expect.arrayContaining([
        expect.objectContaining({ name: '4B Informatica', relation: 'professor' }),
      ]),
    });
    expectNoStudent(entries);
  });

  it.each([VISITOR, SORINTIAN])('gives %s their own account, no student data', async (email) => {
    const answer = await c.get(email, EXPORT);
    expect(answer.statusCode).toBe(200);
    const entries = await unpack(answer.rawPayload);
    expect(json(entries, 'profilo.json')).toMatchObject({ account: { email }, classrooms: [] });
    expectNoStudent(entries);
  });

  it('is 401 without a sign-in', async () => {
    expect((await c.get(null, EXPORT)).statusCode).toBe(401);
  });

  it('lets an operator write any account to a file, never over another', async () => {
    const out = path.join(dir, 'sara.zip');
    const command = parseAccountsArgs(['export', '--email', STUDENT, '--out', out]);
    expect(await runAccountsCommand(t.db, command, new Date())).toContain(out);
    const entries = await unpack(await readFile(out));
    expect(json(entries, 'profilo.json')).toMatchObject({ account: { email: STUDENT } });
    // Only the finished archive is left: no temporary file beside it.
    expect(await readdir(dir)).toEqual(['sara.zip']);

    await expect(runAccountsCommand(t.db, command, new Date())).rejects.toThrow(/exists already/);
    const other = path.join(dir, 'other.zip');
    await writeFile(other, 'keep me');
    await expect(
      runAccountsCommand(
        t.db,
        { kind: 'export', email: STUDENT, out: other, origin: undefined },
        new Date(),
      ),
    ).rejects.toThrow(/exists already/);
    await expect(
      runAccountsCommand(
        t.db,
        {
          kind: 'export',
          email: 'nessuno@demo.test',
          out: path.join(dir, 'x.zip'),
          origin: undefined,
        },
        new Date(),
      ),
    ).rejects.toThrow('No account has the e-mail nessuno@demo.test.');
    expect((await readdir(dir)).sort()).toEqual(['other.zip', 'sara.zip']);
    expect(() => parseAccountsArgs(['export', '--email', STUDENT])).toThrow(/--out/);
    expect(() =>
      parseAccountsArgs(['export', '--email', STUDENT, '--out', out, '--origin', 'tj.scuola.it']),
    ).toThrow(/--origin/);
  });

  it("points an operator export's QR codes at HG_PUBLIC_URL unless --origin names another", async () => {
    const config = loadConfig({ HG_PUBLIC_URL: 'https://tj.scuola.example' });
    const printedAddresses = async (...extra: string[]) => {
      const out = path.join(dir, `indirizzo-${extra.length}.zip`);
      const command = parseAccountsArgs(['export', '--email', STUDENT, '--out', out, ...extra]);
      await runAccountsCommand(t.db, command, new Date(), config);
      const entries = await unpack(await readFile(out));
      return [...entries]
        .filter(([name]) => name.startsWith('certificati/'))
        .map(([, entry]) => /Verifica su (\S+)\/verify\//.exec(entry.text)?.[1]);
    };
    const configured = await printedAddresses();
    expect(configured.length).toBeGreaterThan(0);
    expect(new Set(configured)).toEqual(new Set(['https://tj.scuola.example']));
    const named = await printedAddresses('--origin', 'https://altra.scuola.example');
    expect(new Set(named)).toEqual(new Set(['https://altra.scuola.example']));
  });
});
