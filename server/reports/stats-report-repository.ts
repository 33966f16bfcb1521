import { HIDDEN_LEVEL_ORDER_NUM } from '#common/api/journey/entity.ts';
import type { EntityStat, EntityStudent, ResourceProgress } from '#common/api/reports/index.ts';
import type { Queryable } from '../db/database.ts';
import { ownStudentIdsSql } from './ownership-repository.ts';
import { toIso, toIsoOrNull } from './sql-values.ts';

/**
 * Per entity, over the students counted — the classroom's when `classroomId` is given (the caller
 * has checked it is the professor's), else every student of the professor: completions and the
 * average score of terminated attempts. The hidden level is left out, as from every list of the
 * journey.
 */
export async function entityStats(
  db: Queryable,
  professorId: string,
  classroomId?: string,
): Promise<EntityStat[]> {
  // A classroom's students in any state, as its students_count in GET /classrooms counts them,
  // so the page's class selector and its statistics give the same number.
  const counted =
    classroomId === undefined ? ownStudentIdsSql(1) : `${ownStudentIdsSql(1)} AND c.id = $3`;
  const rows = await db.query<
    Omit<EntityStat, 'average_score'> & { average_score: string | number | null }
  >(
    `WITH own AS (SELECT DISTINCT student_id FROM (${counted}) s)
     SELECT e.hex_id AS entity_id, e.title, e.type,
            (SELECT count(*) FROM own)::int AS students_total,
            (SELECT count(*) FROM entity_progress ep
             WHERE ep.entity_id = e.id AND ep.user_id IN (SELECT student_id FROM own))::int
               AS students_completed,
            (SELECT round(avg(a.score_percentage), 1) FROM quiz_attempts a
             JOIN quizzes q ON q.id = a.quiz_id JOIN resources r ON r.id = q.resource_id
             WHERE r.entity_id = e.id AND a.terminated_at IS NOT NULL
               AND a.user_id IN (SELECT student_id FROM own)) AS average_score
     FROM entities e LEFT JOIN levels l ON l.id = e.level_id
     WHERE l.id IS NULL OR l.order_num <> $2
     ORDER BY l.order_num NULLS LAST, e.order_num, e.id`,
    classroomId === undefined
      ? [professorId, HIDDEN_LEVEL_ORDER_NUM]
      : [professorId, HIDDEN_LEVEL_ORDER_NUM, classroomId],
  );
  // numeric comes back as text from pg: turned into a number here.
  return rows.map((row) => ({
    ...row,
    average_score: row.average_score === null ? null : Number(row.average_score),
  }));
}

/** The database id of the entity with this hex id, or null. */
export async function findEntityId(db: Queryable, hexId: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    'SELECT id::text AS id FROM entities WHERE hex_id = $1',
    [hexId],
  );
  return row?.id ?? null;
}

/** Each student of the classroom on the entity: completion, resources done, last activity. */
export async function entityStudents(
  db: Queryable,
  classroomId: string,
  entityId: string,
): Promise<EntityStudent[]> {
  const rows = await db.query<{
    id: string;
    name: string;
    completed: boolean;
    completed_resources: number;
    total_resources: number;
    last_activity_at: Date | string | null;
  }>(
    `SELECT u.id::text AS id, u.name,
            EXISTS (SELECT 1 FROM entity_progress ep
                    WHERE ep.user_id = u.id AND ep.entity_id = $2) AS completed,
            (SELECT count(*) FROM resource_progress rp JOIN resources r ON r.id = rp.resource_id
             WHERE rp.user_id = u.id AND r.entity_id = $2)::int AS completed_resources,
            (SELECT count(*) FROM resources r WHERE r.entity_id = $2)::int AS total_resources,
            (SELECT max(rp.completed_at) FROM resource_progress rp
             JOIN resources r ON r.id = rp.resource_id
             WHERE rp.user_id = u.id AND r.entity_id = $2) AS last_activity_at
     FROM classroom_students cs JOIN users u ON u.id = cs.student_id
     WHERE cs.classroom_id = $1 ORDER BY u.name, u.id`,
    [classroomId, entityId],
  );
  return rows.map(({ id, name, last_activity_at, ...counts }) => ({
    student: { id, name },
    ...counts,
    last_activity_at: toIsoOrNull(last_activity_at),
  }));
}

/** The entity's resources in journey order, with when the student completed each. */
export async function studentProgress(
  db: Queryable,
  studentId: string,
  entityId: string,
): Promise<ResourceProgress[]> {
  const rows = await db.query<{
    resource_id: string;
    title: string;
    type: ResourceProgress['type'];
    completed_at: Date | string | null;
  }>(
    `SELECT r.id::text AS resource_id, r.title, r.type, rp.completed_at
     FROM resources r JOIN sections s ON s.id = r.section_id
     LEFT JOIN resource_progress rp ON rp.resource_id = r.id AND rp.user_id = $2
     WHERE r.entity_id = $1 ORDER BY s.order_num, r.order_num, r.id`,
    [entityId, studentId],
  );
  return rows.map((row) => ({
    ...row,
    completed_at: row.completed_at === null ? null : toIso(row.completed_at),
  }));
}
