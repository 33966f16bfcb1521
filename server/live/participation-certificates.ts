import { earnsParticipation } from '#common/live/participation-rule.ts';
import type { Queryable } from '../db/database.ts';
import type { CertificateData } from '../files/certificate-pdf.ts';

/** A participation certificate: a course followed for enough of its broadcast minutes. */
export interface ParticipationCertificate {
  courseId: string;
  studentId: string;
  studentName: string;
  certificate: CertificateData;
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
  const rows = await db.query<{
    course_id: string;
    title: string;
    user_id: string;
    name: string;
    present_ms: string | number;
    broadcast_seconds: string | number;
    last_end: Date | string;
  }>(
    `WITH ended AS (
       SELECT e.id, e.course_id, e.ends_at,
              extract(epoch FROM e.ends_at - e.starts_at) AS seconds
         FROM live_episodes e WHERE e.ends_at <= $2),
     broadcast AS (
       SELECT course_id, sum(seconds) AS seconds, max(ends_at) AS last_end
         FROM ended GROUP BY course_id)
     SELECT c.id::text AS course_id, c.title, u.id::text AS user_id, u.name,
            sum(a.present_ms) AS present_ms, b.seconds AS broadcast_seconds, b.last_end
       FROM live_attendance a JOIN ended e ON e.id = a.episode_id
       JOIN broadcast b ON b.course_id = e.course_id
       JOIN live_courses c ON c.id = e.course_id
       JOIN users u ON u.id = a.user_id
      WHERE a.user_id = ANY (string_to_array($1, ',')::bigint[])
      GROUP BY c.id, c.title, u.id, u.name, b.seconds, b.last_end
      ORDER BY b.last_end, c.id, u.name`,
    [studentIds.join(','), now],
  );
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
        },
      },
    ];
  });
}
