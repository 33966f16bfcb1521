import { formatDateTime } from '#common/format/swiss-italian.ts';
import type { Database } from '../db/database.ts';
import { notifyAssignmentDueSoon } from '../notifications/notification-events.ts';
import { claimReminders, listAssignmentsDueBetween } from './assignment-repository.ts';
import { listClassroomAssignmentRows, listStatusRows } from './assignment-read-repository.ts';
import { workLink, workTitle } from './assignment-views.ts';
import { startPeriodicJob, type PeriodicJob, type ScheduleLog } from '../schedules/periodic-job.ts';

/** How long before the due moment the reminder goes out: the day before. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

/**
 * Reminds the students who have not done an assignment due within the next day. Each student's
 * reminder is claimed in the database (assignment_reminders, INSERT … ON CONFLICT DO NOTHING)
 * in the transaction that writes the notification, so two replicas or overlapping sweeps send
 * it once. Answers how many students were reminded.
 */
export async function runReminderSweep(db: Database, now: Date, timeZone: string): Promise<number> {
  const due = await listAssignmentsDueBetween(db, {
    from: now,
    to: new Date(now.getTime() + REMINDER_LEAD_MS),
  });
  let reminded = 0;
  for (const assignment of due) {
    const [row] = await listClassroomAssignmentRows(db, assignment.classroom_id, assignment.id);
    if (!row?.due_at) continue;
    // Only students still enabled in the classroom: the work is closed to the others.
    const pending = (await listStatusRows(db, [assignment.id], { enabledOnly: true }))
      .filter((status) => status.completed_at === null)
      .map((status) => status.user_id);
    reminded += await db.transaction(async (tx) => {
      const claimed = await claimReminders(tx, { assignmentId: row.id, studentIds: pending, now });
      await notifyAssignmentDueSoon(tx, {
        assignmentId: row.id,
        studentIds: claimed,
        title: workTitle(row),
        due: formatDateTime(row.due_at!, timeZone),
        link: workLink(row),
        now,
      });
      return claimed.length;
    });
  }
  return reminded;
}

/** How often the server looks for assignments due within the day. */
export const REMINDER_INTERVAL_MS = 15 * 60 * 1000;

/** Sweeps at once and then every REMINDER_INTERVAL_MS (server/schedules/periodic-job.ts). */
export function startReminderSchedule(options: {
  db: Database;
  timeZone: string;
  log: ScheduleLog;
  clock?: () => number;
  intervalMs?: number;
}): PeriodicJob {
  const clock = options.clock ?? Date.now;
  return startPeriodicJob({
    run: async () => {
      const reminded = await runReminderSweep(options.db, new Date(clock()), options.timeZone);
      if (reminded > 0) options.log.info({ reminded }, 'assignment reminders sent');
    },
    intervalMs: options.intervalMs ?? REMINDER_INTERVAL_MS,
    log: options.log,
    failureMessage: 'assignment reminder sweep failed',
  });
}
