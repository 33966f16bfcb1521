import { closeAttemptWithScore, replaceQuestionSelection } from '../attempts/attempt-repository.ts';
import { isPassed, ruleQuestionsOf, scoreAttempt } from '../attempts/attempt-rules.ts';
import { insertLiveQuizSession, loadLiveQuiz } from '../live/live-quiz-repository.ts';
import type { Queryable } from './database.ts';
import { courseIdByKey, replaceEditors } from '../studio/editor-repository.ts';
import { seedDemoChat } from './seed-demo-chat.ts';

const MINUTE = 60_000;

/** docente's 4B follows the security course (studente2 is in 4B); 3A follows nothing yet. */
const DEMO_LIVE_SUBSCRIPTIONS: ReadonlyArray<{ course: string; classroom: string }> = [
  { course: 'live-security', classroom: '4B Informatica' },
];

/** docente schedules the security course's episodes in the studio (issue 24). */
const DEMO_COURSE_EDITORS: ReadonlyArray<{ course: string; email: string }> = [
  { course: 'live-security', email: 'docente@demo.test' },
];

/** The security course's first episode, three days ago: rated, asked about, attended. */
const DEMO_RATED_EPISODE = 'live-security-episode-1';

function required(map: ReadonlyMap<string, string>, key: string): string {
  const value = map.get(key);
  if (!value) throw new Error(`Demo live data names an unknown key: ${key}`);
  return value;
}

/**
 * DEMO.md (issue 13): the live courses themselves come from the demo pack; this adds what
 * people did with them: docente's subscription and right to schedule the security course, a few ratings and a question on the passed
 * episode so the course pages are not empty, attendance, the chat, and two quiz attempts.
 */
export async function seedLiveCourses(
  tx: Queryable,
  ids: ReadonlyMap<string, string>,
  now: Date,
): Promise<void> {
  for (const { course, classroom } of DEMO_LIVE_SUBSCRIPTIONS) {
    await tx.query(
      `INSERT INTO live_course_subscriptions (course_id, classroom_id, subscribed_by, subscribed_at)
       SELECT lc.id, c.id, c.professor_id, $3 FROM classrooms c, live_courses lc
        WHERE c.name = $2 AND lc.key = $1`,
      [course, classroom, now],
    );
  }
  for (const { course, email } of DEMO_COURSE_EDITORS) {
    const courseId = await courseIdByKey(tx, course);
    if (!courseId) throw new Error(`The demo pack has no live course ${course}`);
    await replaceEditors(tx, courseId, [required(ids, email)], null, now);
  }
  // The first course's first episode (passed): where the demo's ratings and question go.
  const [rated] = await tx.query<{ id: string; course_id: string; starts_at: Date }>(
    `SELECT id::text AS id, course_id::text AS course_id, starts_at FROM live_episodes
      WHERE key = $1`,
    [DEMO_RATED_EPISODE],
  );
  if (!rated) throw new Error(`The demo pack has no episode ${DEMO_RATED_EPISODE}`);
  await seedVotesAndQuestion(tx, ids, rated.id, now);
  await seedAttendance(tx, ids, rated.id, now);
  await seedDemoChat(tx, ids, rated.course_id, new Date(rated.starts_at));
  await seedQuizAttempts(tx, ids, now);
}

/** Minutes present at the first (passed) episode: enough for reports and certificates. */
const DEMO_ATTENDANCE: ReadonlyArray<[string, number]> = [
  ['alessandro.conti@demo.test', 58],
  ['sofia.moretti@demo.test', 60],
  ['davide.fontana@demo.test', 22],
  ['studente2@demo.test', 45],
];

async function seedAttendance(
  tx: Queryable,
  ids: ReadonlyMap<string, string>,
  episodeId: string,
  now: Date,
): Promise<void> {
  for (const [email, minutes] of DEMO_ATTENDANCE) {
    await tx.query(
      `INSERT INTO live_attendance (episode_id, user_id, present_ms, last_ping_at)
       VALUES ($1, $2, $3, $4)`,
      [episodeId, required(ids, email), minutes * MINUTE, now],
    );
  }
}

/**
 * docente opened the security quiz for two 4B students an hour ago: Alessandro passed it with
 * every right answer, Davide chose the last answer of each question and failed. Scored by the
 * same rules as the app.
 */
async function seedQuizAttempts(
  tx: Queryable,
  ids: ReadonlyMap<string, string>,
  now: Date,
): Promise<void> {
  const [quiz] = await tx.query<{ id: string }>(
    "SELECT q.id::text AS id FROM live_quizzes q JOIN live_courses c ON c.id = q.course_id WHERE c.key = 'live-security'",
  );
  const stored = quiz ? await loadLiveQuiz(tx, quiz.id) : null;
  if (!stored) return;
  const openedAt = new Date(now.getTime() - 60 * MINUTE);
  const takers: Array<[string, 'right' | 'last']> = [
    ['alessandro.conti@demo.test', 'right'],
    ['davide.fontana@demo.test', 'last'],
  ];
  await insertLiveQuizSession(tx, {
    quizId: stored.id,
    professorId: required(ids, 'docente@demo.test'),
    studentIds: takers.map(([email]) => required(ids, email)),
    now: openedAt,
  });
  for (const [email, way] of takers) {
    const selection = new Map(
      stored.questions.map((question) => [
        question.id,
        new Set(
          way === 'right'
            ? question.answers.filter((a) => a.correct).map((a) => a.id)
            : [question.answers.at(-1)!.id],
        ),
      ]),
    );
    const score = scoreAttempt(ruleQuestionsOf(stored.questions), selection);
    const [attempt] = await tx.query<{ id: string }>(
      `INSERT INTO live_quiz_attempts (quiz_id, user_id, started_at) VALUES ($1, $2, $3)
       RETURNING id::text AS id`,
      [stored.id, required(ids, email), openedAt],
    );
    for (const [questionId, answers] of selection) {
      await replaceQuestionSelection(tx, 'live', attempt!.id, questionId, answers);
    }
    await closeAttemptWithScore(
      tx,
      'live',
      attempt!.id,
      { ...score, passed: isPassed(score.scorePercentage, stored.passPercentage) },
      new Date(openedAt.getTime() + 10 * MINUTE),
    );
  }
}

async function seedVotesAndQuestion(
  tx: Queryable,
  ids: ReadonlyMap<string, string>,
  episodeId: string,
  now: Date,
): Promise<void> {
  const votes: Array<[string, number]> = [
    ['alessandro.conti@demo.test', 5],
    ['davide.fontana@demo.test', 4],
    ['sofia.moretti@demo.test', 5],
  ];
  for (const [email, vote] of votes) {
    await tx.query(
      'INSERT INTO live_episode_votes (episode_id, user_id, vote, voted_at) VALUES ($1, $2, $3, $4)',
      [episodeId, required(ids, email), vote, now],
    );
  }
  const [question] = await tx.query<{ id: string }>(
    `INSERT INTO live_episode_questions (episode_id, user_id, text, created_at)
     VALUES ($1, $2, $3, $4) RETURNING id::text AS id`,
    [
      episodeId,
      required(ids, 'davide.fontana@demo.test'),
      'Un gestore di password è sicuro se qualcuno scopre la password principale?',
      new Date(now.getTime() - 2 * 24 * 60 * MINUTE),
    ],
  );
  await tx.query(
    `INSERT INTO live_episode_questions (episode_id, user_id, main_question_id, text, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      episodeId,
      required(ids, 'docente@demo.test'),
      question!.id,
      'Per questo serve il secondo fattore: da sola la password principale non basta ad entrare.',
      new Date(now.getTime() - 47 * 60 * MINUTE),
    ],
  );
}
