import type {
  AssignmentStudentStatus,
  ClassroomAssignment,
  StudentAssignment,
} from '#common/api/assignments/index.ts';
import { wallTimeOf } from '#common/format/zoned-wall-time.ts';
import { paths } from '#common/routing/paths.ts';
import type { AssignmentRow, StatusRow } from './assignment-read-repository.ts';

const iso = (value: Date | string): string => new Date(value).toISOString();

/** The work's own title: the lesson or quiz, a recording's episode, else the entity. */
export function workTitle(row: AssignmentRow): string {
  return row.resource_title ?? row.episode_title ?? row.entity_title ?? '';
}

/**
 * Where the work lives: a lesson's or quiz's module, a recording's live course, a module's
 * level; empty on demand.
 */
export function workContext(row: AssignmentRow): string {
  if (row.kind === 'lesson' || row.kind === 'quiz') return row.entity_title ?? '';
  if (row.kind === 'recording') return row.course_title ?? '';
  return row.level_title ?? '';
}

/** The app path that opens the work for a student. */
export function workLink(row: AssignmentRow): string {
  if (row.kind === 'recording') {
    // The watch page plays an ended episode's recording (and counts its watching).
    return `${paths.liveWatch.href()}?course=${row.course_id ?? ''}&episode=${row.episode_id ?? ''}`;
  }
  const entity = row.entity_hex_id ?? '';
  switch (row.kind) {
    case 'lesson':
      return paths.episodeDetail.href(entity, row.resource_id ?? '');
    case 'quiz':
      return paths.quiz.href(entity, row.quiz_id ?? '');
    case 'final_test':
      // A final test is taken on its quiz's page; one without a quiz opens as a module would.
      return row.entity_quiz_id
        ? paths.quiz.href(entity, row.entity_quiz_id)
        : paths.moduleDetail.href(entity);
    default:
      return paths.moduleDetail.href(entity);
  }
}

/** Done late: completed after the due moment (late work still counts as done). */
export function isDoneLate(
  dueAt: Date | string | null,
  completedAt: Date | string | null,
): boolean {
  return completedAt !== null && dueAt !== null && new Date(completedAt) > new Date(dueAt);
}

const isLate = (row: AssignmentRow, completedAt: Date | string | null): boolean =>
  isDoneLate(row.due_at, completedAt);

export function toStudentStatus(row: AssignmentRow, status: StatusRow): AssignmentStudentStatus {
  return {
    user_id: status.user_id,
    name: status.name,
    done: status.completed_at !== null,
    completed_at: status.completed_at === null ? null : iso(status.completed_at),
    late: isLate(row, status.completed_at),
    score: status.score,
  };
}

export function toClassroomAssignment(
  row: AssignmentRow,
  statuses: readonly StatusRow[],
  timeZone: string,
): ClassroomAssignment {
  return {
    id: row.id,
    classroom_id: row.classroom_id,
    kind: row.kind,
    target_id: targetIdOf(row),
    title: workTitle(row),
    context: workContext(row),
    due_at: row.due_at === null ? null : iso(row.due_at),
    due_local: row.due_at === null ? null : wallTimeOf(new Date(row.due_at), timeZone),
    note: row.note,
    created_at: iso(row.created_at),
    whole_class: row.whole_class,
    students: statuses
      .filter((status) => status.assignment_id === row.id)
      .map((status) => toStudentStatus(row, status)),
  };
}

export function toStudentAssignment(
  row: AssignmentRow,
  status: StatusRow | undefined,
  now: Date,
): StudentAssignment {
  const completedAt = status?.completed_at ?? null;
  return {
    id: row.id,
    kind: row.kind,
    title: workTitle(row),
    context: workContext(row),
    link: workLink(row),
    due_at: row.due_at === null ? null : iso(row.due_at),
    note: row.note,
    classroom: row.classroom_name,
    done: completedAt !== null,
    completed_at: completedAt === null ? null : iso(completedAt),
    late: isLate(row, completedAt),
    overdue: completedAt === null && row.due_at !== null && new Date(row.due_at) < now,
  };
}

function targetIdOf(row: AssignmentRow): string {
  if (row.kind === 'lesson') return row.resource_id ?? '';
  if (row.kind === 'quiz') return row.quiz_id ?? '';
  if (row.kind === 'recording') return row.episode_id ?? '';
  return row.entity_hex_id ?? '';
}
