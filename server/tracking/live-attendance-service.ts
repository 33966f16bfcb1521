import type { Database } from '../db/database.ts';
import { recordActivity } from '../journey/progress/streak.ts';
import { applyLivePing, type LiveWindow } from './attendance-accounting.ts';
import {
  attendanceSeconds,
  lockAttendance,
  saveAttendance,
  startAttendance,
} from './attendance-repository.ts';

/**
 * The live kind of the heartbeat (issue 13): each ping credits real time inside the live window
 * (attendance-accounting.ts), one at a time per student and episode (a row lock). Present at a
 * live is a day's activity for the streak.
 */
export interface LiveAttendanceService {
  /** Applies a ping now and answers the seconds present so far. */
  ping(userId: string, episode: { id: string; window: LiveWindow }): Promise<number>;
}

export function createLiveAttendanceService(
  db: Database,
  clock: () => number,
  schoolTimeZone: string,
): LiveAttendanceService {
  return {
    async ping(userId, { id: episodeId, window }) {
      const now = clock();
      await db.transaction(async (tx) => {
        if (applyLivePing(null, now, window) === null) return;
        if (!(await startAttendance(tx, episodeId, userId, new Date(now)))) {
          const next = applyLivePing(await lockAttendance(tx, episodeId, userId), now, window);
          if (next) await saveAttendance(tx, episodeId, userId, next);
        }
        await recordActivity(tx, userId, new Date(now), schoolTimeZone);
      });
      return attendanceSeconds(db, episodeId, userId);
    },
  };
}
