import { earnsParticipation } from '#common/live/participation-rule.ts';
import type { Queryable } from '../db/database.ts';
import type { IssuableCertificate } from '../certificates/issue-certificates.ts';
import { participationRows } from './live-certificate-repository.ts';

/** A participation certificate: a course followed for enough of its broadcast minutes. */
export interface ParticipationCertificate {
  courseId: string;
  studentId: string;
  studentName: string;
  certificate: IssuableCertificate;
}

/**
 * The participation certificates earned by these students (common/live/participation-rule.ts):
 * per course, the minutes present at its ended episodes against the minutes those broadcast.
 * Dated by the end of the last ended episode, when the count was last complete.
 */
export async function participationCertificates(
  db: Queryable,
  studentIds: readonly string[],
  now: Date,
): Promise<ParticipationCertificate[]> {
  if (studentIds.length === 0) return [];
  const rows = await participationRows(db, studentIds, now);
  return rows.flatMap((row) => {
    const presentMinutes = Math.floor(Number(row.present_ms) / 60_000);
    if (!earnsParticipation(presentMinutes, Number(row.broadcast_seconds) / 60)) return [];
    return [
      {
        courseId: row.course_id,
        studentId: row.user_id,
        studentName: row.name,
        certificate: {
          studentName: row.name,
          courseTitle: `${row.title} — partecipazione`,
          obtainedAt: new Date(row.last_end),
          pctoMinutes: presentMinutes,
          issue: { kind: 'participation' as const, userId: row.user_id, subject: row.course_id },
        },
      },
    ];
  });
}
