import type { Question, QuestionAuthor, Reply } from '#common/api/journey/questions.ts';
import type { Database } from '../db/database.ts';
import { conflict, notFound } from '../http/http-error.ts';
import { notifyQuestionReplied } from '../notifications/notification-events.ts';
import {
  deleteOwnPost,
  insertQuestion,
  insertReply,
  insertReport,
  listQuestionRows,
  listReplyRows,
  resourceOfReply,
  subjectOfQuestion,
} from './questions-repository.ts';
import { nestReplies, notifiesReplies, ownPost, type QuestionSubject } from './questions-rules.ts';

/**
 * Questions and replies on a resource or an episode: one conversation engine for both. The
 * routes check that the caller may see (or act on) the subject before calling in.
 */
export interface QuestionsService {
  /** The subject's questions, newest first, each with its replies oldest first. */
  list(subject: QuestionSubject, subjectId: string, viewerId: string): Promise<Question[]>;
  ask(
    subject: QuestionSubject,
    input: { subjectId: string; author: QuestionAuthor; text: string },
  ): Promise<Question>;
  /**
   * Replies to a question; `mayAct` checks that the caller may act on the subject the question
   * belongs to (it throws otherwise). A missing or hidden question, or a reply, is 404.
   */
  reply(
    subject: QuestionSubject,
    input: {
      questionId: string;
      author: QuestionAuthor;
      text: string;
      mayAct: (subjectId: string) => Promise<void>;
    },
  ): Promise<Reply>;
  /** Deletes the caller's own post on a resource; another's, or none, is 404. */
  deleteOwn(post: 'question' | 'reply', id: string, userId: string): Promise<void>;
  /**
   * Reports a post on a resource the caller may open (`mayAct` throws otherwise), once per
   * user: a second report is 409. Missing or hidden posts are 404.
   */
  report(
    post: 'question' | 'reply',
    input: { id: string; userId: string; mayAct: (resourceId: string) => Promise<void> },
  ): Promise<void>;
}

const ALREADY_REPORTED = {
  question: 'Hai già segnalato questa domanda.',
  reply: 'Hai già segnalato questa risposta.',
} as const;

export function createQuestionsService(db: Database, clock: () => number): QuestionsService {
  return {
    async list(subject, subjectId, viewerId) {
      const questions = await listQuestionRows(db, subject, subjectId);
      const replies = await listReplyRows(db, subject, subjectId);
      return nestReplies(questions, replies, viewerId);
    },

    async ask(subject, { subjectId, author, text }) {
      const createdAt = new Date(clock());
      const id = await insertQuestion(db, subject, {
        subjectId,
        userId: author.user_id,
        text,
        now: createdAt,
      });
      return { ...ownPost(author, id, text, createdAt), replies: [] };
    },

    async reply(subject, { questionId, author, text, mayAct }) {
      const subjectId = await subjectOfQuestion(db, subject, questionId);
      if (!subjectId) throw notFound();
      await mayAct(subjectId);
      const createdAt = new Date(clock());
      // The reply and its notification commit together: no notice of a reply that failed.
      const id = await db.transaction(async (tx) => {
        const replyId = await insertReply(tx, subject, {
          questionId,
          userId: author.user_id,
          text,
          now: createdAt,
        });
        if (notifiesReplies(subject)) {
          await notifyQuestionReplied(tx, {
            questionId,
            replyId,
            replierId: author.user_id,
            replierName: author.name,
            now: createdAt,
          });
        }
        return replyId;
      });
      return ownPost(author, id, text, createdAt);
    },

    async deleteOwn(post, id, userId) {
      if (!(await deleteOwnPost(db, post, id, userId))) throw notFound();
    },

    async report(post, { id, userId, mayAct }) {
      const resourceId =
        post === 'question'
          ? await subjectOfQuestion(db, 'resource', id)
          : await resourceOfReply(db, id);
      if (!resourceId) throw notFound();
      await mayAct(resourceId);
      if (!(await insertReport(db, post, id, userId, new Date(clock())))) {
        throw conflict(ALREADY_REPORTED[post]);
      }
    },
  };
}
