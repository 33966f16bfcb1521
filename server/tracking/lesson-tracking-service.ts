import { VIDEO_NOT_WATCHED_MESSAGE } from '#common/api/quizzes/tracker.ts';
import type { Database } from '../db/database.ts';
import { conflict } from '../http/http-error.ts';
import { completeResource } from '../journey/progress/complete-resource.ts';
import { recordActivity } from '../journey/progress/streak.ts';
import { applyPing, isWatched, requiredSeconds, watchedSeconds } from './watch-accounting.ts';
import { findWatchState, saveWatchState } from './watch-repository.ts';

/** A video lesson the route has found visible and trackable (a positive duration). */
export interface TrackedLesson {
  id: string;
  durationSeconds: number;
  completed: boolean;
}

export interface LessonProgress {
  watched_seconds: number;
  required_seconds: number;
  can_complete: boolean;
}

/**
 * The lesson kind of the heartbeat (spec 01 §7): each ping credits the seconds actually watched
 * (watch-accounting.ts), and completion needs 90 % of the lesson watched.
 */
export interface LessonTrackingService {
  ping(
    userId: string,
    lesson: TrackedLesson,
    ping: { positionSeconds: number; playing: boolean },
  ): Promise<LessonProgress>;
  complete(userId: string, lesson: TrackedLesson): Promise<void>;
}

export function createLessonTrackingService(
  db: Database,
  clock: () => number,
  schoolTimeZone: string,
): LessonTrackingService {
  return {
    async ping(userId, lesson, ping) {
      // The row lock makes two pings arriving together credit one after the other.
      const state = await db.transaction(async (tx) => {
        const previous = await findWatchState(tx, userId, lesson.id, true);
        const next = applyPing(previous, { ...ping, atMs: clock() }, lesson.durationSeconds);
        await saveWatchState(tx, userId, lesson.id, next);
        return next;
      });
      return {
        watched_seconds: watchedSeconds(state, lesson.durationSeconds),
        required_seconds: requiredSeconds(lesson.durationSeconds),
        can_complete: isWatched(state, lesson.durationSeconds),
      };
    },

    async complete(userId, lesson) {
      await db.transaction(async (tx) => {
        const state = await findWatchState(tx, userId, lesson.id);
        // Watching a completed lesson again (or skimming it) must not end in an error. It still
        // goes through completeResource, which is idempotent, so a retry can finish what an
        // earlier completion left undone (the entity and its points) instead of being skipped.
        if (!lesson.completed && !isWatched(state, lesson.durationSeconds)) {
          throw conflict(VIDEO_NOT_WATCHED_MESSAGE);
        }
        const now = new Date(clock());
        await completeResource(tx, { userId, resourceId: lesson.id, now });
        await recordActivity(tx, userId, now, schoolTimeZone);
      });
    },
  };
}
