import type { Queryable } from '../../db/database.ts';
import {
  exportChatSessions,
  exportDataAccessLog,
  exportNotifications,
  exportSignIns,
} from './export-account-repository.ts';
import {
  exportAttendance,
  exportRecordingWatch,
  exportChatMemberships,
  exportChatMessages,
  exportEpisodeQuestions,
  exportEpisodeVotes,
  exportFollowedCourses,
  exportJourneyQuestions,
  exportJourneyReplies,
  exportSubscriptionRequests,
  exportSurveyItems,
  exportSurveyResponses,
} from './export-activity-repository.ts';

/**
 * presenze.json: attendance per live episode, the recordings watched after it, the courses
 * followed and asked for, ratings.
 */
export async function attendancePart(db: Queryable, userId: string, role: string) {
  const [attendance, recordings, followed, requests, votes] = await Promise.all([
    exportAttendance(db, userId),
    exportRecordingWatch(db, userId),
    exportFollowedCourses(db, userId, role),
    exportSubscriptionRequests(db, userId),
    exportEpisodeVotes(db, userId),
  ]);
  return {
    episodes_attended: attendance.map(({ present_ms, ...rest }) => ({
      ...rest,
      present_minutes: Math.round((Number(present_ms) / 60_000) * 100) / 100,
    })),
    recordings_watched: recordings,
    followed_live_courses: followed.map((row) => row.course),
    subscription_requests: requests,
    episode_ratings: votes,
  };
}

/** chat.json: the user's own messages and the course chats they joined. */
export async function chatPart(db: Queryable, userId: string) {
  const [memberships, messages] = await Promise.all([
    exportChatMemberships(db, userId),
    exportChatMessages(db, userId),
  ]);
  return {
    joined_chats: memberships,
    messages: messages.map((message) => ({ ...message, deleted: message.deleted_at !== null })),
  };
}

/** domande.json: the user's questions and replies on the journey and on live episodes. */
export async function questionsPart(db: Queryable, userId: string) {
  const [questions, replies, episodeQuestions] = await Promise.all([
    exportJourneyQuestions(db, userId),
    exportJourneyReplies(db, userId),
    exportEpisodeQuestions(db, userId),
  ]);
  return {
    journey_questions: questions,
    journey_replies: replies,
    episode_questions: episodeQuestions,
  };
}

/**
 * notifiche.json. A reply's notification names who replied (another user): that name is
 * replaced, the rest of the text is the user's own.
 */
export async function notificationsPart(db: Queryable, userId: string) {
  const rows = await exportNotifications(db, userId);
  return rows.map(({ event_key, text, ...rest }) => ({
    text: event_key.startsWith('reply:')
      ? text.replace(/^.*? ha risposto alla tua domanda/, 'Qualcuno ha risposto alla tua domanda')
      : text,
    ...rest,
  }));
}

/** sondaggi.json: each survey the user answered, with their answers. */
export async function surveysPart(db: Queryable, userId: string) {
  const [responses, items] = await Promise.all([
    exportSurveyResponses(db, userId),
    exportSurveyItems(db, userId),
  ]);
  return responses.map(({ response, ...rest }) => ({
    ...rest,
    answers: items
      .filter((item) => item.response === response)
      .map(({ response: _, ...item }) => item),
  }));
}

/** accessi.json: sign-ins (one per refresh family) and chat sessions, never a token. */
export async function signInsPart(db: Queryable, userId: string) {
  const [signIns, chatSessions] = await Promise.all([
    exportSignIns(db, userId),
    exportChatSessions(db, userId),
  ]);
  return { sign_ins: signIns, chat_sessions: chatSessions };
}

/** chi-ha-visto.json: the "who looked" log of the user's data. */
export const accessLogPart = (db: Queryable, userId: string) => exportDataAccessLog(db, userId);
