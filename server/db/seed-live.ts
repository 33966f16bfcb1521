import {
  DEMO_LIVE_COURSES,
  DEMO_LIVE_SUBSCRIPTIONS,
  type DemoLiveQuiz,
} from '../demo-content/live-courses.ts';
import { closeAttemptWithScore, replaceQuestionSelection } from '../attempts/attempt-repository.ts';
import { isPassed, ruleQuestionsOf, scoreAttempt } from '../attempts/attempt-rules.ts';
import { insertLiveQuizSession, loadLiveQuiz } from '../live/live-quiz-repository.ts';
import type { Queryable } from './database.ts';
import { seedDemoChat } from './seed-demo-chat.ts';

const MINUTE = 60_000;

function required(map: ReadonlyMap<string, string>, key: string): string {
  const value = map.get(key);
  if (!value) throw new Error(`Demo live data names an unknown key: ${key}`);
  return value;
}

/**
 * DEMO.md (issue 13): the live courses with their authors, resources and episodes (windows
 * relative to `now`), docente's subscription, and a few ratings and a question on the passed
 * episode so the course pages are not empty.
 */
export async function seedLiveCourses(
  tx: Queryable,
  ids: ReadonlyMap<string, string>,
  now: Date,
): Promise<void> {
  const courseIds = new Map<string, string>();
  // The first course's first episode (passed): where the demo's ratings and question go.
  let ratedEpisode: string | null = null;
  for (const course of DEMO_LIVE_COURSES) {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO live_courses (key, title, description, thumbnail_path, channel_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
      [course.key, course.title, course.description, course.thumbnail, course.channel, now],
    );
    const courseId = row!.id;
    courseIds.set(course.key, courseId);
    for (const [position, author] of course.authors.entries()) {
      await tx.query(
        'INSERT INTO live_course_authors (course_id, position, name, headline) VALUES ($1, $2, $3, $4)',
        [courseId, position, author.name, author.headline],
      );
    }
    for (const [position, raw] of course.resources.entries()) {
      await tx.query(
        'INSERT INTO live_course_resources (course_id, position, raw) VALUES ($1, $2, $3)',
        [courseId, position, raw],
      );
    }
    const episodeIds: string[] = [];
    for (const [index, episode] of course.episodes.entries()) {
      const startsAt = new Date(now.getTime() + episode.startMinutes * MINUTE);
      const [inserted] = await tx.query<{ id: string }>(
        `INSERT INTO live_episodes (key, course_id, title, description, starts_at, ends_at, link)
         VALUES ($7, $1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
        [
          courseId,
          episode.title,
          episode.description,
          startsAt,
          new Date(startsAt.getTime() + episode.minutes * MINUTE),
          episode.link,
          `${course.key}-episode-${index + 1}`,
        ],
      );
      ratedEpisode ??= inserted!.id;
      episodeIds.push(inserted!.id);
    }
    for (const [index, quiz] of course.quizzes.entries()) {
      const key = `${course.key}-quiz-${index + 1}`;
      await insertDemoQuiz(tx, courseId, episodeIds[quiz.episode] ?? null, key, quiz);
    }
  }
  for (const { course, classroom } of DEMO_LIVE_SUBSCRIPTIONS) {
    await tx.query(
      `INSERT INTO live_course_subscriptions (course_id, classroom_id, subscribed_by, subscribed_at)
       SELECT $1, c.id, c.professor_id, $3 FROM classrooms c WHERE c.name = $2`,
      [required(courseIds, course), classroom, now],
    );
  }
  if (ratedEpisode) {
    await seedVotesAndQuestion(tx, ids, ratedEpisode, now);
    await seedAttendance(tx, ids, ratedEpisode, now);
    const [first] = DEMO_LIVE_COURSES;
    await seedDemoChat(
      tx,
      ids,
      required(courseIds, first!.key),
      new Date(now.getTime() + first!.episodes[0]!.startMinutes * MINUTE),
    );
  }
  await seedQuizAttempts(tx, ids, now);
}

async function insertDemoQuiz(
  tx: Queryable,
  courseId: string,
  episodeId: string | null,
  key: string,
  quiz: DemoLiveQuiz,
): Promise<void> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO live_quizzes (key, course_id, episode_id, title, pass_percentage)
     VALUES ($5, $1, $2, $3, $4) RETURNING id::text AS id`,
    [courseId, episodeId, quiz.title, quiz.passPercentage, key],
  );
  for (const [position, question] of quiz.questions.entries()) {
    const [inserted] = await tx.query<{ id: string }>(
      `INSERT INTO live_quiz_questions (quiz_id, position, text, type) VALUES ($1, $2, $3, $4)
       RETURNING id::text AS id`,
      [row!.id, position, question.text, question.type],
    );
    for (const [answerPosition, answer] of question.answers.entries()) {
      await tx.query(
        `INSERT INTO live_quiz_answers (question_id, position, text, correct)
         VALUES ($1, $2, $3, $4)`,
        [inserted!.id, answerPosition, answer.text, answer.correct],
      );
    }
  }
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
