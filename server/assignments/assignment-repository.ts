import type { AssignmentKind } from '#common/api/assignments/index.ts';
import type { Queryable } from '../db/database.ts';
import { liveEntitySql, liveResourceSql } from '../journey/content/retired-sql.ts';

/**
 * What an assignment points at: the entity the unlocking rule opens and the precise work, or a
 * live episode whose recording is the work (no entity: the course's subscription opens it).
 */
export interface AssignmentTarget {
  entityId: string | null;
  resourceId: string | null;
  quizId: string | null;
  episodeId?: string | null;
}

/** The kinds of entity each entity-level assignment kind accepts. */
const ENTITY_TYPES: Record<'module' | 'final_test' | 'on_demand', string[]> = {
  module: ['module', 'pit_stop', 'focus'],
  final_test: ['final_test'],
  on_demand: ['on_demand'],
};

/**
 * The live (not retired) work a kind and id name, or null. On-demand entities have no level;
 * the others must be in a level. Lessons are video lessons and exercises; quizzes are quizzes
 * of any kind.
 */
export async function findAssignmentTarget(
  db: Queryable,
  kind: Exclude<AssignmentKind, 'recording'>,
  targetId: string,
): Promise<AssignmentTarget | null> {
  if (kind === 'lesson' || kind === 'quiz') {
    if (!/^[1-9]\d{0,17}$/.test(targetId)) return null;
    const [row] = await db.query<AssignmentTarget>(
      `SELECT r.entity_id::text AS "entityId", r.id::text AS "resourceId",
              q.id::text AS "quizId"
         FROM resources r JOIN entities e ON e.id = r.entity_id
         LEFT JOIN quizzes q ON q.resource_id = r.id
        WHERE ${kind === 'quiz' ? 'q.id = $1' : "r.id = $1 AND r.type <> 'quiz'"}
          AND ${liveResourceSql('r')} AND ${liveEntitySql('e')}`,
      [targetId],
    );
    return row ? { ...row, quizId: kind === 'quiz' ? row.quizId : null } : null;
  }
  const [row] = await db.query<{ id: string }>(
    `SELECT e.id::text AS id FROM entities e
      WHERE e.hex_id = $1 AND e.type = ANY (string_to_array($2, ','))
        AND (e.level_id IS NULL) = $3 AND ${liveEntitySql('e')}`,
    [targetId, ENTITY_TYPES[kind].join(','), kind === 'on_demand'],
  );
  return row ? { entityId: row.id, resourceId: null, quizId: null } : null;
}

/** Records an assignment and its students (call it inside a transaction); answers its id. */
export async function insertAssignment(
  tx: Queryable,
  input: {
    professorId: string;
    classroomId: string;
    kind: AssignmentKind;
    target: AssignmentTarget;
    dueAt: Date | null;
    note: string;
    wholeClass: boolean;
    studentIds: readonly string[];
    now: Date;
  },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO assignments
       (professor_id, classroom_id, kind, entity_id, resource_id, quiz_id, due_at, note,
        whole_class, created_at, episode_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id::text AS id`,
    [
      input.professorId,
      input.classroomId,
      input.kind,
      input.target.entityId,
      input.target.resourceId,
      input.target.quizId,
      input.dueAt,
      input.note,
      input.wholeClass,
      input.now,
      input.target.episodeId ?? null,
    ],
  );
  await tx.query(
    `INSERT INTO assignment_students (assignment_id, student_id)
     SELECT $1, unnest(string_to_array($2, ',')::bigint[])`,
    [row!.id, input.studentIds.join(',')],
  );
  return row!.id;
}

/** The classroom of an assignment that this professor made and did not withdraw, or null. */
export async function findOwnAssignment(
  db: Queryable,
  professorId: string,
  assignmentId: string,
): Promise<{ classroomId: string } | null> {
  const [row] = await db.query<{ classroomId: string }>(
    `SELECT classroom_id::text AS "classroomId" FROM assignments
      WHERE id = $1 AND professor_id = $2 AND withdrawn_at IS NULL`,
    [assignmentId, professorId],
  );
  return row ?? null;
}

export async function updateAssignment(
  tx: Queryable,
  input: { assignmentId: string; dueAt: Date | null; note: string },
): Promise<void> {
  // A new due moment may need a new reminder: the old claims no longer say anything true.
  await tx.query(
    `DELETE FROM assignment_reminders
      WHERE assignment_id = $1
        AND EXISTS (SELECT 1 FROM assignments WHERE id = $1 AND due_at IS DISTINCT FROM $2)`,
    [input.assignmentId, input.dueAt],
  );
  await tx.query('UPDATE assignments SET due_at = $2, note = $3 WHERE id = $1', [
    input.assignmentId,
    input.dueAt,
    input.note,
  ]);
}

export async function withdrawAssignment(
  db: Queryable,
  assignmentId: string,
  now: Date,
): Promise<void> {
  await db.query('UPDATE assignments SET withdrawn_at = $2 WHERE id = $1', [assignmentId, now]);
}

/**
 * The entities (database ids) open to this student through assignments: not withdrawn, of a
 * classroom the student is still enabled in. The input of the unlocking rule's exception. A
 * recording names no entity: the classroom's course subscription is what lets it play.
 */
export async function listAssignedEntityIds(db: Queryable, studentId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT DISTINCT a.entity_id::text AS id
       FROM assignments a
       JOIN assignment_students s ON s.assignment_id = a.id
       JOIN classroom_students cs ON cs.classroom_id = a.classroom_id
        AND cs.student_id = s.student_id AND cs.state = 'enabled'
      WHERE s.student_id = $1 AND a.withdrawn_at IS NULL AND a.entity_id IS NOT NULL`,
    [studentId],
  );
  return rows.map((row) => row.id);
}

/**
 * The classroom's students with their state (enabled, disabled, archived). An erased student
 * keeps the membership (the class's reports add up) but is nobody to give work to: left out, so
 * no assignment row is made for them after the erasure.
 */
export async function listClassroomMembers(
  db: Queryable,
  classroomId: string,
): Promise<Array<{ id: string; state: string }>> {
  return db.query(
    `SELECT cs.student_id::text AS id, cs.state FROM classroom_students cs
       JOIN users u ON u.id = cs.student_id
      WHERE cs.classroom_id = $1 AND u.erased_at IS NULL`,
    [classroomId],
  );
}

/**
 * Erasure (server/privacy/erasure/anonymise.ts): the student's place among an assignment's
 * students and their reminder claims go; an assignment given to the whole class stays for the
 * others. One given by name to them alone is theirs only (its note may speak of them): it goes
 * too, once nobody is left on it.
 */
export async function forgetAssignedStudent(tx: Queryable, studentId: string): Promise<void> {
  await tx.query('DELETE FROM assignment_reminders WHERE student_id = $1', [studentId]);
  const rows = await tx.query<{ id: string }>(
    `DELETE FROM assignment_students WHERE student_id = $1 RETURNING assignment_id::text AS id`,
    [studentId],
  );
  if (rows.length === 0) return;
  await tx.query(
    `DELETE FROM assignments a
      WHERE a.id = ANY (string_to_array($1, ',')::bigint[]) AND NOT a.whole_class
        AND NOT EXISTS (SELECT 1 FROM assignment_students s WHERE s.assignment_id = a.id)`,
    [rows.map((row) => row.id).join(',')],
  );
}

/** One row of the picker's raw list, in journey order. */
export interface AssignableRow {
  entity_hex_id: string;
  entity_type: string;
  entity_title: string;
  level_title: string | null;
  resource_id: string | null;
  resource_type: string | null;
  resource_title: string | null;
  quiz_id: string | null;
}

/**
 * Every live entity of the visible levels and on demand, each followed by its live resources
 * (a row with resource_id null stands for the entity itself), in the journey's order.
 */
export async function listAssignableRows(
  db: Queryable,
  hiddenLevelOrder: number,
): Promise<AssignableRow[]> {
  return db.query<AssignableRow>(
    `SELECT e.hex_id AS entity_hex_id, e.type AS entity_type, e.title AS entity_title,
            l.title AS level_title, r.id::text AS resource_id, r.type AS resource_type,
            r.title AS resource_title, q.id::text AS quiz_id
       FROM entities e
       LEFT JOIN levels l ON l.id = e.level_id
       LEFT JOIN sections s ON s.entity_id = e.id AND s.retired_at IS NULL
       LEFT JOIN resources r ON r.section_id = s.id AND r.retired_at IS NULL
       LEFT JOIN quizzes q ON q.resource_id = r.id
      WHERE ${liveEntitySql('e')} AND (l.id IS NULL OR l.order_num <> $1)
        AND (e.level_id IS NOT NULL OR e.type = 'on_demand')
      ORDER BY l.order_num NULLS LAST, e.order_num, e.id, s.order_num, s.id, r.order_num, r.id`,
    [hiddenLevelOrder],
  );
}

/** Assignments not withdrawn whose due moment lies in (from, to]. */
export async function listAssignmentsDueBetween(
  db: Queryable,
  window: { from: Date; to: Date },
): Promise<Array<{ id: string; classroom_id: string }>> {
  return db.query(
    `SELECT id::text AS id, classroom_id::text AS classroom_id FROM assignments
      WHERE withdrawn_at IS NULL AND due_at > $1 AND due_at <= $2
      ORDER BY due_at, id`,
    [window.from, window.to],
  );
}

/**
 * Claims the reminder of these students for an assignment and answers those claimed now: a
 * student already claimed by another sweep (another replica, a parallel run) is left out, so
 * the reminder is sent once. Call it in the transaction that sends the notifications.
 */
export async function claimReminders(
  tx: Queryable,
  claim: { assignmentId: string; studentIds: readonly string[]; now: Date },
): Promise<string[]> {
  if (claim.studentIds.length === 0) return [];
  const rows = await tx.query<{ id: string }>(
    `INSERT INTO assignment_reminders (assignment_id, student_id, reminded_at)
     SELECT $1, unnest(string_to_array($2, ',')::bigint[]), $3
     ON CONFLICT (assignment_id, student_id) DO NOTHING
     RETURNING student_id::text AS id`,
    [claim.assignmentId, claim.studentIds.join(','), claim.now],
  );
  return rows.map((row) => row.id);
}
