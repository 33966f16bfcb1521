import type { AssignmentKind } from '#common/api/assignments/index.ts';
import { DEFAULT_SCHOOL_TIME_ZONE, formatDateTime } from '#common/format/swiss-italian.ts';
import { instantOfWallTime, wallTimeOf } from '#common/format/zoned-wall-time.ts';
import { findAssignmentTarget, insertAssignment } from '../assignments/assignment-repository.ts';
import { listClassroomAssignmentRows } from '../assignments/assignment-read-repository.ts';
import { workLink, workTitle } from '../assignments/assignment-views.ts';
import { hexIdForKey } from '../content-packs/hex-id.ts';
import { notifyAssignmentGiven } from '../notifications/notification-events.ts';
import type { Queryable } from './database.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo's «Compiti» (issue 29 §1): docente gave 4B two pieces of work yesterday, both already
 * open to studente2 so the journey the other demo steps describe stays as it is — the module
 * where only her final quiz is left, due the day after tomorrow at 18:00 (school time), and an
 * on-demand item with a note and no due date. Made through the same repository and event
 * function as a real assignment, so 4B's students were told.
 */
export async function seedDemoAssignments(
  tx: Queryable,
  ownerId: string,
  now: Date,
): Promise<void> {
  const [room] = await tx.query<{ id: string }>(
    "SELECT id::text AS id FROM classrooms WHERE name = '4B Informatica'",
  );
  const students = await tx.query<{ id: string }>(
    `SELECT student_id::text AS id FROM classroom_students
      WHERE classroom_id = $1 AND state = 'enabled'`,
    [room!.id],
  );
  const day = wallTimeOf(new Date(now.getTime() + 2 * DAY_MS), DEFAULT_SCHOOL_TIME_ZONE);
  const work: Array<{
    kind: Exclude<AssignmentKind, 'recording'>;
    key: string;
    due: Date | null;
    note: string;
  }> = [
    {
      kind: 'module',
      key: 'html-css-basics',
      due: instantOfWallTime(`${day.slice(0, 10)}T18:00`, DEFAULT_SCHOOL_TIME_ZONE),
      note: 'Finite il modulo con il quiz: ne parliamo in laboratorio.',
    },
    {
      kind: 'on_demand',
      key: 'markdown-on-demand',
      due: null,
      note: 'Utile per scrivere i README dei progetti.',
    },
  ];
  const given = new Date(now.getTime() - DAY_MS);
  for (const item of work) {
    const target = await findAssignmentTarget(tx, item.kind, hexIdForKey(item.key));
    if (!target) throw new Error(`The demo content has no ${item.kind} ${item.key}.`);
    const id = await insertAssignment(tx, {
      professorId: ownerId,
      classroomId: room!.id,
      kind: item.kind,
      target,
      dueAt: item.due,
      note: item.note,
      wholeClass: true,
      studentIds: students.map((student) => student.id),
      now: given,
    });
    const [row] = await listClassroomAssignmentRows(tx, room!.id, id);
    await notifyAssignmentGiven(tx, {
      assignmentId: id,
      studentIds: students.map((student) => student.id),
      title: workTitle(row!),
      due: item.due ? formatDateTime(item.due, DEFAULT_SCHOOL_TIME_ZONE) : null,
      link: workLink(row!),
      now: given,
    });
  }
}
