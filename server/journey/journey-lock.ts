import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { isJourneyUnlocked } from '../users/user-repository.ts';

export const JOURNEY_LOCKED_CODE = 'journey_locked';
const JOURNEY_LOCKED_MESSAGE = "Completa prima l'introduzione.";

/**
 * Spec 01 §6: a student must have the journey unlocked. The UI keeps a locked student on
 * /welcome, but the API must refuse on its own too, or anyone could skip the introduction by
 * calling it directly. Other roles have no journey lock.
 */
const requireUnlockedJourney: preHandlerAsyncHookHandler = async (request) => {
  if (request.auth?.role !== 'student') return;
  const { db } = request.server.services;
  const userId = request.auth.user_id;
  let unlocked = unlockedStudents.get(db);
  if (unlocked?.has(userId)) return;
  if (!(await isJourneyUnlocked(db, userId)))
    throw new HttpError(403, JOURNEY_LOCKED_CODE, JOURNEY_LOCKED_MESSAGE);
  if (!unlocked) unlockedStudents.set(db, (unlocked = new Set()));
  unlocked.add(userId);
};

/**
 * Students known to have unlocked the journey, per database. Unlocking is for good (the time
 * is set once and never cleared), so a student seen unlocked stays unlocked on every replica,
 * and their later requests skip the query; a locked student is asked about every time.
 */
const unlockedStudents = new WeakMap<object, Set<string>>();

/**
 * Adds the journey-lock check to every route registered in `app` (and its children) AFTER the
 * route's own guard, which authenticates the caller and sets request.auth.
 */
export function requireUnlockedJourneyOnEveryRoute(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const own = route.preHandler ?? [];
    route.preHandler = [...(Array.isArray(own) ? own : [own]), requireUnlockedJourney];
  });
}
