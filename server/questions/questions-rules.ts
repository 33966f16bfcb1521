import type { Question, Reply } from '#common/api/journey/questions.ts';

/**
 * What a subject of questions is: a journey resource or a live episode. Both keep the same
 * conversation (questions newest first, each with its replies oldest first); they differ in
 * what the platform does around it, which is decided here and nowhere else.
 */
export type QuestionSubject = 'resource' | 'episode';

/** A question or reply as the database hands it back, before it is shaped for a viewer. */
export interface PostRow {
  id: string;
  text: string;
  created_at: Date | string;
  user_id: string;
  name: string;
}

export interface ReplyRow extends PostRow {
  question_id: string;
}

/**
 * Whether a reply notifies the question's author. Only resources do: the notifications of
 * spec 05 point at a resource's page, and an episode's questions are read during the live.
 */
export function notifiesReplies(subject: QuestionSubject): boolean {
  return subject === 'resource';
}

/** A post as the viewer sees it: `own` tells whether they wrote it (and may delete it). */
export function toPost(row: PostRow, viewerId: string): Reply {
  return {
    id: row.id,
    text: row.text,
    created_at: new Date(row.created_at).toISOString(),
    author: { user_id: row.user_id, name: row.name },
    own: row.user_id === viewerId,
  };
}

/** Hangs each reply under its question, keeping both lists' order as given. */
export function nestReplies(
  questions: readonly PostRow[],
  replies: readonly ReplyRow[],
  viewerId: string,
): Question[] {
  return questions.map((question) => ({
    ...toPost(question, viewerId),
    replies: replies
      .filter((reply) => reply.question_id === question.id)
      .map((reply) => toPost(reply, viewerId)),
  }));
}

/** A post the caller has just written, as the list would show it to them. */
export function ownPost(
  author: { user_id: string; name: string },
  id: string,
  text: string,
  createdAt: Date,
): Reply {
  return {
    id,
    text,
    created_at: createdAt.toISOString(),
    author: { user_id: author.user_id, name: author.name },
    own: true,
  };
}
