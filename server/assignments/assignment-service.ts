import type {
  AssignableWork,
  ClassroomAssignment,
  CreateAssignmentRequest,
  StudentAssignment,
  UpdateAssignmentRequest,
} from '#common/api/assignments/index.ts';
import { HIDDEN_LEVEL_ORDER_NUM } from '#common/api/journey/entity.ts';
import { formatDateTime } from '#common/format/swiss-italian.ts';
import { instantOfWallTime } from '#common/format/zoned-wall-time.ts';
import { requireOwnClassroom } from '../classrooms/classroom-service.ts';
import type { Database, Queryable } from '../db/database.ts';
import { notFound, validationFailed } from '../http/http-error.ts';
import { notifyAssignmentGiven } from '../notifications/notification-events.ts';
import {
  findAssignmentTarget,
  findOwnAssignment,
  insertAssignment,
  listAssignableRows,
  listClassroomMembers,
  updateAssignment as storeUpdate,
  withdrawAssignment as storeWithdrawal,
} from './assignment-repository.ts';
import {
  listClassroomAssignmentRows,
  listStatusRows,
  listStudentAssignmentRows,
} from './assignment-read-repository.ts';
import {
  toClassroomAssignment,
  toStudentAssignment,
  workLink,
  workTitle,
} from './assignment-views.ts';
import { listAssignableRecordings, resolveRecordingTarget } from './recording-target.ts';

/** What the service needs to know of the moment and place: the clock and the school's zone. */
export interface AssignmentContext {
  now: Date;
  timeZone: string;
}

/** The due instant of a wall-clock time typed in the school's zone (422 when it is no date). */
function dueInstant(dueLocal: string | null | undefined, timeZone: string): Date | null {
  if (!dueLocal) return null;
  const instant = instantOfWallTime(dueLocal, timeZone);
  if (!instant) throw validationFailed({ due_local: 'Questa data non esiste.' });
  return instant;
}

/**
 * Assigns work to the professor's classroom: to every enabled student of it, or to chosen ones
 * (each must be an enabled student of this classroom). The students are told in the same
 * transaction. Another professor's classroom or unknown work: 404.
 */
export async function createAssignment(
  db: Database,
  professorId: string,
  classroomId: string,
  request: CreateAssignmentRequest,
  context: AssignmentContext,
): Promise<ClassroomAssignment> {
  await requireOwnClassroom(db, professorId, classroomId);
  const target =
    request.kind === 'recording'
      ? await resolveRecordingTarget(db, classroomId, request.target_id)
      : await findAssignmentTarget(db, request.kind, request.target_id);
  if (!target) throw notFound();
  const members = await listClassroomMembers(db, classroomId);
  const chosen = [...new Set(request.student_ids ?? [])];
  const wholeClass = chosen.length === 0;
  const studentIds = wholeClass
    ? members.filter((member) => member.state === 'enabled').map((member) => member.id)
    : chosen;
  if (!wholeClass) {
    const states = new Map(members.map((member) => [member.id, member.state]));
    if (chosen.some((id) => !states.has(id))) throw notFound();
    if (chosen.some((id) => states.get(id) !== 'enabled')) {
      throw validationFailed({
        student_ids: 'Alcuni studenti scelti sono disabilitati o archiviati: abilitali prima.',
      });
    }
  }
  if (studentIds.length === 0) {
    throw validationFailed({ student_ids: 'La classe non ha studenti abilitati.' });
  }
  const dueAt = dueInstant(request.due_local, context.timeZone);
  const id = await db.transaction(async (tx) => {
    const assignmentId = await insertAssignment(tx, {
      professorId,
      classroomId,
      kind: request.kind,
      target,
      dueAt,
      note: request.note?.trim() ?? '',
      wholeClass,
      studentIds,
      now: context.now,
    });
    const [row] = await listClassroomAssignmentRows(tx, classroomId, assignmentId);
    await notifyAssignmentGiven(tx, {
      assignmentId,
      studentIds,
      title: workTitle(row!),
      due: dueAt ? formatDateTime(dueAt, context.timeZone) : null,
      link: workLink(row!),
      now: context.now,
    });
    return assignmentId;
  });
  return (await readClassroomAssignments(db, classroomId, context.timeZone, id))[0]!;
}

/** The classroom's assignments with each student's state (another professor's classroom: 404). */
export async function listClassroomAssignments(
  db: Queryable,
  professorId: string,
  classroomId: string,
  timeZone: string,
): Promise<ClassroomAssignment[]> {
  await requireOwnClassroom(db, professorId, classroomId);
  return readClassroomAssignments(db, classroomId, timeZone);
}

async function readClassroomAssignments(
  db: Queryable,
  classroomId: string,
  timeZone: string,
  onlyId?: string,
): Promise<ClassroomAssignment[]> {
  const rows = await listClassroomAssignmentRows(db, classroomId, onlyId);
  const statuses = await listStatusRows(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toClassroomAssignment(row, statuses, timeZone));
}

/** New due moment and note of the professor's own assignment (otherwise 404). */
export async function updateAssignment(
  db: Database,
  professorId: string,
  assignmentId: string,
  request: UpdateAssignmentRequest,
  context: AssignmentContext,
): Promise<ClassroomAssignment> {
  const own = await findOwnAssignment(db, professorId, assignmentId);
  if (!own) throw notFound();
  const dueAt = dueInstant(request.due_local, context.timeZone);
  await db.transaction((tx) => storeUpdate(tx, { assignmentId, dueAt, note: request.note.trim() }));
  return (await readClassroomAssignments(db, own.classroomId, context.timeZone, assignmentId))[0]!;
}

/** Withdraws the professor's own assignment (otherwise, or already withdrawn: 404). */
export async function withdrawAssignment(
  db: Queryable,
  professorId: string,
  assignmentId: string,
  now: Date,
): Promise<void> {
  if (!(await findOwnAssignment(db, professorId, assignmentId))) throw notFound();
  await storeWithdrawal(db, assignmentId, now);
}

/** The student's «Compiti»: by due moment (undated last), done or not, overdue. */
export async function listMyAssignments(
  db: Queryable,
  studentId: string,
  now: Date,
): Promise<StudentAssignment[]> {
  const rows = await listStudentAssignmentRows(db, studentId);
  const statuses = await listStatusRows(
    db,
    rows.map((row) => row.id),
    { studentId },
  );
  const byAssignment = new Map(statuses.map((status) => [status.assignment_id, status]));
  return rows.map((row) => toStudentAssignment(row, byAssignment.get(row.id), now));
}

const ENTITY_KIND = {
  module: 'module',
  pit_stop: 'module',
  focus: 'module',
  final_test: 'final_test',
  on_demand: 'on_demand',
} as const;

/**
 * The picker's list, in the journey's order: each entity (a module, a final test, an on-demand
 * item), then its lessons (video lessons, exercises) and quizzes. A final test's own quiz is
 * not listed again: assigning the final test is the same work.
 */
export async function listAssignableWork(db: Queryable): Promise<AssignableWork[]> {
  const rows = await listAssignableRows(db, HIDDEN_LEVEL_ORDER_NUM);
  const work: AssignableWork[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    const entityKind = ENTITY_KIND[row.entity_type as keyof typeof ENTITY_KIND];
    if (!entityKind) continue;
    if (!seen.has(row.entity_hex_id)) {
      seen.add(row.entity_hex_id);
      work.push({
        kind: entityKind,
        target_id: row.entity_hex_id,
        title: row.entity_title,
        context: row.level_title ?? '',
      });
    }
    if (!row.resource_id || entityKind === 'final_test') continue;
    work.push(
      row.quiz_id
        ? {
            kind: 'quiz',
            target_id: row.quiz_id,
            title: row.resource_title ?? '',
            context: row.entity_title,
          }
        : {
            kind: 'lesson',
            target_id: row.resource_id,
            title: row.resource_title ?? '',
            context: row.entity_title,
          },
    );
  }
  return work;
}

/**
 * The recordings the picker offers for one of the professor's classrooms: the episodes of the
 * live courses it follows (another professor's classroom: 404).
 */
export async function listClassroomAssignableRecordings(
  db: Queryable,
  professorId: string,
  classroomId: string,
  timeZone: string,
): Promise<AssignableWork[]> {
  await requireOwnClassroom(db, professorId, classroomId);
  return listAssignableRecordings(db, classroomId, timeZone);
}
