import type { FastifyInstance } from 'fastify';
import type { JourneyStatus } from '../../common/api/journey-status.ts';
import { authOf, requireRole } from '../auth/require-role.ts';
import { unauthenticated } from '../http/http-error.ts';
import { findUserById, unlockJourney, type User } from '../users/user-repository.ts';

/** Spec 01: only students must unlock the journey; every other role is always "ok". */
export function isJourneyUnlocked(user: Pick<User, 'role' | 'journeyUnlockedAt'>): boolean {
  return user.role !== 'student' || user.journeyUnlockedAt !== null;
}

/** GET /tech-journey/get-status and POST /tech-journey/unlock-tech-journey (under /api/tj). */
export async function journeyRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  app.get('/tech-journey/get-status', { preHandler: requireRole() }, async (request) => {
    const user = await currentUser(request.server, authOf(request).user_id);
    return { is_ok: isJourneyUnlocked(user) } satisfies JourneyStatus;
  });

  app.post('/tech-journey/unlock-tech-journey', { preHandler: requireRole() }, async (request) => {
    const user = await currentUser(request.server, authOf(request).user_id);
    // Students get their unlock time set once (a repeated call keeps the first time);
    // for the other roles the journey is already open and nothing is stored.
    if (user.role === 'student') {
      await unlockJourney(services.db, user.id, new Date(services.clock()));
    }
    return { is_ok: true } satisfies JourneyStatus;
  });
}

/** A valid token of a deleted account is no session any more. */
async function currentUser(app: FastifyInstance, userId: string): Promise<User> {
  const user = await findUserById(app.services.db, userId);
  if (!user) throw unauthenticated();
  return user;
}
