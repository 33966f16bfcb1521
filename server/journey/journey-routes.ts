import type { FastifyInstance } from 'fastify';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { route } from '../http/endpoint-route.ts';
import { unauthenticated } from '../http/http-error.ts';
import { loadStreak } from './progress/streak.ts';
import { findUserById, unlockJourney, type User } from '../users/user-repository.ts';
import { requireVisibleUser, viewerFromClaims } from '../privacy/student-access.ts';

/** Spec 01: only students must unlock the journey; every other role is always "ok". */
export function isJourneyUnlocked(user: Pick<User, 'role' | 'journeyUnlockedAt'>): boolean {
  return user.role !== 'student' || user.journeyUnlockedAt !== null;
}

/**
 * The journey status and the unlock call (under /api/tj). Registered outside the journey lock:
 * they are how a locked student learns of the lock and ends it.
 */
export async function journeyRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;

  route(app, journeyEndpoints.getJourneyStatus, async ({ auth }) => {
    const user = await currentUser(app, auth.user_id);
    return { is_ok: isJourneyUnlocked(user) };
  });

  route(app, journeyEndpoints.unlockJourney, async ({ auth }) => {
    const user = await currentUser(app, auth.user_id);
    // Students get their unlock time set once (a repeated call keeps the first time);
    // for the other roles the journey is already open and nothing is stored.
    if (user.role === 'student') {
      await unlockJourney(services.db, user.id, new Date(services.clock()));
    }
    return { is_ok: true };
  });

  // The streak is the access rule's `progress`: for the students who call it, their own only;
  // another student's is 404, like any object one may not see.
  route(app, journeyEndpoints.getStreak, async ({ params, auth }) => {
    await requireVisibleUser(services.db, viewerFromClaims(auth), params.userId, 'progress');
    return loadStreak(
      services.db,
      params.userId,
      new Date(services.clock()),
      services.config.schoolTimeZone,
    );
  });
}

/** A valid token of a deleted account is no session any more. */
async function currentUser(app: FastifyInstance, userId: string): Promise<User> {
  const user = await findUserById(app.services.db, userId);
  if (!user) throw unauthenticated();
  return user;
}
