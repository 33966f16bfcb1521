import type { Queryable } from '../db/database.ts';
import {
  averageOf,
  findVote,
  saveVote,
  type VoteAverage,
  type VoteSubject,
} from './votes-repository.ts';

/**
 * Star ratings (1 to 5) of resources and episodes: one engine for both. The routes check that
 * the caller may see or rate the subject (and when) before calling in.
 */
export interface VotesService {
  average(subject: VoteSubject, subjectId: string): Promise<VoteAverage>;
  /** The caller's vote, null before voting. */
  myVote(subject: VoteSubject, subjectId: string, userId: string): Promise<number | null>;
  /** Records the vote (voting again replaces it) and answers the new average. */
  vote(
    subject: VoteSubject,
    input: { subjectId: string; userId: string; vote: number },
  ): Promise<VoteAverage>;
}

export function createVotesService(db: Queryable, clock: () => number): VotesService {
  return {
    average: (subject, subjectId) => averageOf(db, subject, subjectId),
    myVote: (subject, subjectId, userId) => findVote(db, subject, subjectId, userId),
    async vote(subject, input) {
      await saveVote(db, subject, { ...input, now: new Date(clock()) });
      return averageOf(db, subject, input.subjectId);
    },
  };
}
