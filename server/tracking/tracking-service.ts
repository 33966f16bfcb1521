import type { FastifyRequest } from 'fastify';
import { TRACKER_TOKEN_HEADER } from '#common/api/quizzes/tracker.ts';
import { loadSigningKey } from '../auth/signing-key.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import {
  createTrackerTokenService,
  deriveTrackerKey,
  type TrackingKind,
} from './tracking-token.ts';

/** What the student reads when a heartbeat's token is refused, per kind. */
const REFUSED_MESSAGES: Record<TrackingKind, string> = {
  lesson: 'Il tracciamento della lezione non è valido.',
  live: 'Il tracciamento della diretta non è valido.',
  recording: 'Il tracciamento della registrazione non è valido.',
};

/**
 * The token half of every heartbeat (lesson and recording watch time, live attendance): a token
 * bound to the kind, the student and the subject, short-lived, sent back with each ping.
 * The kinds differ only in what a ping credits (watch-accounting.ts, attendance-accounting.ts).
 */
export interface TrackingTokens {
  issue(kind: TrackingKind, userId: string, subjectId: string): Promise<string>;
  /** Throws 403 unless the request carries a valid token for this kind, student and subject. */
  requireToken(
    kind: TrackingKind,
    request: FastifyRequest,
    userId: string,
    subjectId: string,
  ): Promise<void>;
}

export async function createTrackingTokens(services: {
  db: Database;
  config: { jwtSecret: string | undefined };
  clock: () => number;
}): Promise<TrackingTokens> {
  const tokens = createTrackerTokenService(
    deriveTrackerKey(await loadSigningKey(services.db, services.config.jwtSecret)),
    services.clock,
  );
  return {
    issue: (kind, userId, subjectId) => tokens.sign({ kind, userId, subjectId }),
    async requireToken(kind, request, userId, subjectId) {
      const token = request.headers[TRACKER_TOKEN_HEADER];
      if (typeof token !== 'string' || !(await tokens.verify(token, { kind, userId, subjectId }))) {
        // 403, not 401: the clients answer a 401 by refreshing the session and, when that does
        // not help, signing the user out, and a stale tracker token must never end a session.
        throw new HttpError(403, 'tracker_token_invalid', REFUSED_MESSAGES[kind]);
      }
    },
  };
}
