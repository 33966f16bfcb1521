import type { Database } from '../../db/database.ts';
import { issueBadge } from '../../profile/badges/badge-service.ts';

/**
 * Rows in every part of a user's data export that the demo seed leaves empty (quiz attempts
 * with answers, live quiz attempts, chat, episode questions, a survey response, an Open Badge,
 * the "who looked" log, a chat session), so the export test can prove each part is read.
 */
export async function addDataInEveryPart(
  db: Database,
  userId: string,
  email: string,
  now: Date,
): Promise<void> {
  const [quiz] = await db.query<{ quiz_id: string }>(
    `SELECT q.id::text AS quiz_id FROM quizzes q JOIN quiz_questions qq ON qq.quiz_id = q.id
     ORDER BY q.id LIMIT 1`,
  );
  const [attempt] = await db.query<{ id: string }>(
    `INSERT INTO quiz_attempts (quiz_id, user_id, started_at, terminated_at, score_percentage,
                                passed, correct, total)
     VALUES ($1, $2, $3, $3, 50, false, 1, 2) RETURNING id::text AS id`,
    [quiz!.quiz_id, userId, now],
  );
  await db.query(
    `INSERT INTO attempt_answers (attempt_id, question_id, answer_id)
     SELECT $1, a.question_id, a.id FROM quiz_answers a
     WHERE a.question_id IN (SELECT id FROM quiz_questions WHERE quiz_id = $2) AND a.order_num = 1`,
    [attempt!.id, quiz!.quiz_id],
  );
  const [live] = await db.query<{ quiz_id: string }>(
    `SELECT lq.id::text AS quiz_id FROM live_quizzes lq
     JOIN live_quiz_questions qq ON qq.quiz_id = lq.id ORDER BY lq.id LIMIT 1`,
  );
  const [liveAttempt] = await db.query<{ id: string }>(
    `INSERT INTO live_quiz_attempts (quiz_id, user_id, started_at, terminated_at, correct, total,
                                     score_percentage, passed)
     VALUES ($1, $2, $3, $3, 1, 1, 100, true) RETURNING id::text AS id`,
    [live!.quiz_id, userId, now],
  );
  await db.query(
    `INSERT INTO live_quiz_attempt_answers (attempt_id, question_id, answer_id)
     SELECT $1, a.question_id, a.id FROM live_quiz_answers a
     WHERE a.question_id IN (SELECT id FROM live_quiz_questions WHERE quiz_id = $2)
       AND a.correct`,
    [liveAttempt!.id, live!.quiz_id],
  );
  await db.query(
    `INSERT INTO survey_responses (survey_id, user_id, position, created_at)
     SELECT 'resource-feedback', $1, min(id)::text, $2 FROM resources`,
    [userId, now],
  );
  await db.query(
    `INSERT INTO survey_response_items (response_id, question_id, stars)
     SELECT r.id, q.id, 4 FROM survey_responses r
     JOIN survey_questions q ON q.survey_id = r.survey_id AND q.order_num = 1
     WHERE r.user_id = $1`,
    [userId],
  );
  await db.query(
    `INSERT INTO data_access_log (student_id, viewer_id, viewer_role, viewer_name, action, at)
     SELECT $1, id, role, name, 'cv_view', $2 FROM users WHERE email = 'sorintian@demo.test'`,
    [userId, now],
  );
  await db.query(
    `INSERT INTO chat_tokens (token_hash, user_id, family_id, created_at, expires_at)
     VALUES ($1, $2, NULL, $3, $3::timestamptz + interval '1 hour')`,
    [`test-token-hash-${userId}`, userId, now],
  );
  const [completed] = await db.query<{ hex_id: string }>(
    `SELECT e.hex_id FROM entity_progress p JOIN entities e ON e.id = p.entity_id
     WHERE p.user_id = $1 AND e.num_badges > 0 ORDER BY p.completed_at LIMIT 1`,
    [userId],
  );
  if (completed) {
    await issueBadge(db, {
      userId,
      badgeId: `${completed.hex_id}-1`,
      email,
      alsoSecondaryEmail: false,
      baseUrl: 'https://tj.test',
      now,
    });
  }
}

/** A chat message and an episode question of the user, answering `replyTo`'s when given. */
export async function addLiveMessages(
  db: Database,
  userId: string,
  text: string,
  now: Date,
  replyTo?: string,
): Promise<{ messageId: string; questionId: string }> {
  const [course] = await db.query<{ id: string; episode_id: string }>(
    `SELECT c.id::text AS id, min(e.id)::text AS episode_id FROM live_courses c
     JOIN live_episodes e ON e.course_id = c.id GROUP BY c.id ORDER BY c.id LIMIT 1`,
  );
  const [message] = await db.query<{ id: string }>(
    `INSERT INTO chat_messages (course_id, user_id, text, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $4) RETURNING id::text AS id`,
    [course!.id, userId, text, now],
  );
  await db.query(
    `INSERT INTO chat_members (course_id, user_id, joined_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [course!.id, userId, now],
  );
  const [main] = replyTo
    ? await db.query<{ id: string }>(
        `SELECT id::text AS id FROM live_episode_questions
         WHERE user_id = $1 AND main_question_id IS NULL ORDER BY id LIMIT 1`,
        [replyTo],
      )
    : [];
  const [question] = await db.query<{ id: string }>(
    `INSERT INTO live_episode_questions (episode_id, user_id, main_question_id, text, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id`,
    [course!.episode_id, userId, main?.id ?? null, text, now],
  );
  return { messageId: message!.id, questionId: question!.id };
}
