import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptResultSchema, attemptSchema } from '#common/api/quizzes/attempt.ts';
import {
  professorView,
  quizIdOf,
  signIn,
  type Caller,
} from '../journey/quizzes/quiz-test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { importPack, openPackFile } from './content-pack-service.ts';
import { DEMO_PACK_DIR, demoManifest } from './demo-pack.ts';
import { schoolManifest, writePackFolder } from './pack-test-helpers.ts';

async function demoMedia(): Promise<Record<string, Buffer>> {
  const folder = join(DEMO_PACK_DIR, 'media');
  const names = (await readdir(folder)).filter((name) => /\.(webm|vtt|png)$/.test(name));
  return Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await readFile(join(folder, name))])),
  );
}

/**
 * What students see of a real import, through the API: a school's pack shows at once (the
 * journey's cache follows the content version), and an attempt started before an import that
 * changes its quiz is finished and scored against the questions it started with.
 */
describe(`content packs and students (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let student: Caller;
  let mediaDir: string;
  const importManifest = async (manifest: unknown, media?: Record<string, Buffer>) => {
    const pack = await openPackFile(await writePackFolder(manifest, media));
    try {
      return await importPack(t.db, pack, { mediaDir, importedBy: null, now: new Date() });
    } finally {
      await pack.close();
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    mediaDir = await mkdtemp(join(tmpdir(), 'tj-media-'));
    student = await signIn(t.app, 'studente2@demo.test');
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows a school pack to students at the next request', async () => {
    const before = await student('GET', '');
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain('Robotica di base');
    await importManifest(schoolManifest());
    const after = await student('GET', '');
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Robotica di base');
    const onDemand = await student('GET', '/on-demand');
    expect(onDemand.body).toContain('Sensori');
  });

  it('finishes an attempt started before an import against the quiz it started', async () => {
    const quizId = await quizIdOf(t.db, 'html-css-basics-final-quiz');
    const professor = await signIn(t.app, 'docente@demo.test');
    const v1 = await professorView(professor, quizId);
    const started = attemptSchema.parse((await student('POST', `/quizzes/start/${quizId}`)).json());
    for (const question of started.questions) {
      const right = v1.questions
        .find((candidate) => candidate.id === question.id)!
        .answers.filter((answer) => answer.correct)
        .map((answer) => answer.id);
      const saved = await student('POST', '/quizzes/save-answers', {
        quiz_id: quizId,
        question: { question_id: question.id, answers: right },
      });
      expect(saved.statusCode).toBe(200);
    }

    // The demo pack's next edition adds a question to this quiz.
    const next = demoManifest();
    const edited = structuredClone(next);
    edited.pack.version = `${next.pack.version}-b`;
    for (const entity of edited.levels.flatMap((level) => level.entities)) {
      for (const resource of entity.sections.flatMap((section) => section.resources)) {
        if (resource.key === 'html-css-basics-final-quiz' && resource.type === 'quiz') {
          resource.quiz.questions.push({
            text: 'Quale tag apre un paragrafo?',
            type: 'single_answer',
            explanation: '',
            answers: [
              { text: '<p>', correct: true },
              { text: '<a>', correct: false },
            ],
          });
        }
      }
    }
    const result = await importManifest(edited, await demoMedia());
    expect(result.changed.map((item) => item.key)).toEqual(['html-css-basics-final-quiz']);
    expect((await professorView(professor, quizId)).questions).toHaveLength(
      v1.questions.length + 1,
    );

    const terminated = attemptResultSchema.parse(
      (await student('POST', `/quizzes/terminate/${quizId}`)).json(),
    );
    expect(terminated).toMatchObject({
      passed: true,
      correct: v1.questions.length,
      total: v1.questions.length,
    });
  });
});
