import type { Database } from '../db/database.ts';
import { recordActivity } from '../journey/progress/streak.ts';
import { applyPing, isWatched, requiredSeconds, watchedSeconds } from './watch-accounting.ts';
import { findWatched, markRecordingWatched, saveWatched } from './watch-repository.ts';

/** An ended episode's recording the route has found followed and playable. */
export interface TrackedRecording {
  episodeId: string;
  durationSeconds: number;
}

export interface RecordingProgress {
  watched_seconds: number;
  required_seconds: number;
  watched: boolean;
}

/**
 * The recording kind of the heartbeat (issue 29 §1): each ping credits the seconds of the
 * recording actually seen, by the very accounting of a video lesson (watch-accounting.ts), and
 * the recording counts as watched under the lesson's rule (isWatched: 90 %). The first moment it
 * does is kept (recording_watch.watched_at): what an assignment of the recording reads.
 */
export interface RecordingTrackingService {
  ping(
    userId: string,
    recording: TrackedRecording,
    ping: { positionSeconds: number; playing: boolean },
  ): Promise<RecordingProgress>;
}

export function createRecordingTrackingService(
  db: Database,
  clock: () => number,
  schoolTimeZone: string,
): RecordingTrackingService {
  return {
    async ping(userId, { episodeId, durationSeconds }, ping) {
      const watched = { kind: 'recording', episodeId } as const;
      // The row lock makes two pings arriving together credit one after the other.
      const state = await db.transaction(async (tx) => {
        const previous = await findWatched(tx, userId, watched, true);
        const now = clock();
        const next = applyPing(previous, { ...ping, atMs: now }, durationSeconds);
        await saveWatched(tx, userId, watched, next);
        // Watching a recording to the end is a day's activity, as completing a lesson is.
        if (
          isWatched(next, durationSeconds) &&
          (await markRecordingWatched(tx, userId, episodeId, new Date(now)))
        ) {
          await recordActivity(tx, userId, new Date(now), schoolTimeZone);
        }
        return next;
      });
      return {
        watched_seconds: watchedSeconds(state, durationSeconds),
        required_seconds: requiredSeconds(durationSeconds),
        watched: isWatched(state, durationSeconds),
      };
    },
  };
}
