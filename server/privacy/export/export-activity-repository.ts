import type { Queryable } from '../../db/database.ts';
import { followedCoursesSql } from '../../live/followed-course-repository.ts';

/**
 * SQL of the export's live, chat, questions and survey files: only the rows one user (`$1`)
 * wrote or earned. A reply keeps the title of the place it was posted in, never the text or
 * author of the question it answers (that is another user's data).
 */

export const exportAttendance = (db: Queryable, userId: string) =>
  db.query<{
    course: string;
    episode: string;
    starts_at: Date;
    present_ms: number;
    last_ping_at: Date;
  }>(
    `SELECT c.title AS course, e.title AS episode, e.starts_at, a.present_ms::float8 AS present_ms,
            a.last_ping_at
     FROM live_attendance a JOIN live_episodes e ON e.id = a.episode_id
     JOIN live_courses c ON c.id = e.course_id
     WHERE a.user_id = $1 ORDER BY e.starts_at`,
    [userId],
  );

/** The recordings of ended episodes the user watched (issue 29 §1): seconds seen, when watched. */
export const exportRecordingWatch = (db: Queryable, userId: string) =>
  db.query<{
    course: string;
    episode: string;
    watched_seconds: number;
    watched_at: Date | null;
    last_ping_at: Date;
  }>(
    `SELECT c.title AS course, e.title AS episode, w.watched_seconds::int AS watched_seconds,
            w.watched_at, w.last_ping_at
     FROM recording_watch w JOIN live_episodes e ON e.id = w.episode_id
     JOIN live_courses c ON c.id = e.course_id
     WHERE w.user_id = $1 ORDER BY e.starts_at, e.id`,
    [userId],
  );

/** The live courses the user follows through their classrooms (or teaches, for a professor). */
export const exportFollowedCourses = (db: Queryable, userId: string, role: string) =>
  db.query<{ course: string }>(
    `SELECT c.title AS course FROM live_courses c
     WHERE c.id IN (${followedCoursesSql(role)}) ORDER BY c.title`,
    [userId],
  );

export const exportSubscriptionRequests = (db: Queryable, userId: string) =>
  db.query<{ course: string; requested_at: Date }>(
    `SELECT c.title AS course, r.requested_at FROM live_subscription_requests r
     JOIN live_courses c ON c.id = r.course_id WHERE r.student_id = $1 ORDER BY r.requested_at`,
    [userId],
  );

export const exportEpisodeVotes = (db: Queryable, userId: string) =>
  db.query<{ course: string; episode: string; vote: number; voted_at: Date }>(
    `SELECT c.title AS course, e.title AS episode, v.vote, v.voted_at
     FROM live_episode_votes v JOIN live_episodes e ON e.id = v.episode_id
     JOIN live_courses c ON c.id = e.course_id WHERE v.user_id = $1 ORDER BY v.voted_at`,
    [userId],
  );

export const exportChatMemberships = (db: Queryable, userId: string) =>
  db.query<{ course: string; joined_at: Date }>(
    `SELECT c.title AS course, m.joined_at FROM chat_members m
     JOIN live_courses c ON c.id = m.course_id WHERE m.user_id = $1 ORDER BY m.joined_at`,
    [userId],
  );

export const exportChatMessages = (db: Queryable, userId: string) =>
  db.query<{
    course: string;
    text: string;
    created_at: Date;
    edited_at: Date | null;
    pinned_at: Date | null;
    deleted_at: Date | null;
  }>(
    `SELECT c.title AS course, m.text, m.created_at, m.edited_at, m.pinned_at, m.deleted_at
     FROM chat_messages m JOIN live_courses c ON c.id = m.course_id
     WHERE m.user_id = $1 ORDER BY m.created_at, m.id`,
    [userId],
  );

export const exportJourneyQuestions = (db: Queryable, userId: string) =>
  db.query<{
    module: string;
    resource: string;
    text: string;
    created_at: Date;
    hidden_at: Date | null;
  }>(
    `SELECT e.title AS module, r.title AS resource, q.text, q.created_at, q.hidden_at
     FROM questions q JOIN resources r ON r.id = q.resource_id
     JOIN entities e ON e.id = r.entity_id
     WHERE q.user_id = $1 ORDER BY q.created_at, q.id`,
    [userId],
  );

/** The user's replies; `own_question` says whether the question answered was their own. */
export const exportJourneyReplies = (db: Queryable, userId: string) =>
  db.query<{
    module: string;
    resource: string;
    own_question: boolean;
    text: string;
    created_at: Date;
    hidden_at: Date | null;
  }>(
    `SELECT e.title AS module, r.title AS resource, q.user_id = $1 AS own_question,
            p.text, p.created_at, p.hidden_at
     FROM question_replies p JOIN questions q ON q.id = p.question_id
     JOIN resources r ON r.id = q.resource_id JOIN entities e ON e.id = r.entity_id
     WHERE p.user_id = $1 ORDER BY p.created_at, p.id`,
    [userId],
  );

export const exportEpisodeQuestions = (db: Queryable, userId: string) =>
  db.query<{ course: string; episode: string; is_reply: boolean; text: string; created_at: Date }>(
    `SELECT c.title AS course, e.title AS episode, q.main_question_id IS NOT NULL AS is_reply,
            q.text, q.created_at
     FROM live_episode_questions q JOIN live_episodes e ON e.id = q.episode_id
     JOIN live_courses c ON c.id = e.course_id
     WHERE q.user_id = $1 ORDER BY q.created_at, q.id`,
    [userId],
  );

/** The survey and what it was about (the resource's or level's title, not its id). */
export const exportSurveyResponses = (db: Queryable, userId: string) =>
  db.query<{ response: string; survey: string; about: string | null; created_at: Date }>(
    `SELECT r.id::text AS response, s.title AS survey,
            CASE s.position_kind
              WHEN 'resource' THEN (SELECT x.title FROM resources x WHERE x.id = r.position::bigint)
              ELSE (SELECT l.title FROM levels l WHERE l.id = r.position::bigint)
            END AS about,
            r.created_at
     FROM survey_responses r JOIN surveys s ON s.id = r.survey_id
     WHERE r.user_id = $1 ORDER BY r.created_at, r.id`,
    [userId],
  );

export const exportSurveyItems = (db: Queryable, userId: string) =>
  db.query<{
    response: string;
    question: string;
    answer: string | null;
    stars: number | null;
    text: string | null;
  }>(
    `SELECT i.response_id::text AS response, q.text AS question, a.text AS answer, i.stars, i.text
     FROM survey_response_items i JOIN survey_responses r ON r.id = i.response_id
     JOIN survey_questions q ON q.id = i.question_id
     LEFT JOIN survey_answers a ON a.id = i.answer_id
     WHERE r.user_id = $1 ORDER BY i.response_id, q.order_num, a.order_num`,
    [userId],
  );
