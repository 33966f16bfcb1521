import type { FastifyInstance } from 'fastify';
import { HIDDEN_LEVEL_ORDER_NUM } from '../../common/api/journey/entity.ts';
import {
  entityStudentsQuerySchema,
  studentProgressQuerySchema,
  type EntityStats,
  type EntityStudentsStats,
  type StudentProgress,
} from '../../common/api/reports/index.ts';
import type { Queryable } from '../db/database.ts';
import { authOf, requireRole } from '../auth/require-role.ts';
import { notFound } from '../http/http-error.ts';
import { parseRequest } from '../http/validate.ts';
import { ownStudentIdsSql, requireOwnClassroom, requireOwnStudent } from './ownership.ts';
import { toIso, toIsoOrNull } from './sql-values.ts';

/** Reports API: statistics per entity, per student of a classroom, and one student's progress. */
export async function statsReportRoutes(app: FastifyInstance): Promise<void> {
  const db = app.services.db;
  const professorOnly = { preHandler: requireRole('professor') };

  // The hidden level is left out, as from every list of the journey.
  app.get('/stats/entities', professorOnly, async (request): Promise<EntityStats> => {
    const rows = await db.query<
      Omit<EntityStats[number], 'average_score'> & { average_score: string | number | null }
    >(
      `WITH own AS (SELECT DISTINCT student_id FROM (${ownStudentIdsSql(1)}) s)
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
      [authOf(request).user_id, HIDDEN_LEVEL_ORDER_NUM],
    );
    // numeric comes back as text from pg: turned into a number here.
    return rows.map((row) => ({
      ...row,
      average_score: row.average_score === null ? null : Number(row.average_score),
    }));
  });

  app.get(
    '/stats/entities/students',
    professorOnly,
    async (request): Promise<EntityStudentsStats> => {
      const query = parseRequest(entityStudentsQuerySchema, request.query);
      await requireOwnClassroom(db, authOf(request).user_id, query.classroom_id);
      const entityId = await requireEntity(db, query.entity_id);
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
        [query.classroom_id, entityId],
      );
      return rows.map(({ id, name, last_activity_at, ...counts }) => ({
        student: { id, name },
        ...counts,
        last_activity_at: toIsoOrNull(last_activity_at),
      }));
    },
  );

  app.get(
    '/stats/entities/students/progress',
    professorOnly,
    async (request): Promise<StudentProgress> => {
      const query = parseRequest(studentProgressQuerySchema, request.query);
      await requireOwnStudent(db, authOf(request).user_id, query.student_id);
      const entityId = await requireEntity(db, query.entity_id);
      const rows = await db.query<{
        resource_id: string;
        title: string;
        type: StudentProgress[number]['type'];
        completed_at: Date | string | null;
      }>(
        `SELECT r.id::text AS resource_id, r.title, r.type, rp.completed_at
         FROM resources r JOIN sections s ON s.id = r.section_id
         LEFT JOIN resource_progress rp ON rp.resource_id = r.id AND rp.user_id = $2
         WHERE r.entity_id = $1 ORDER BY s.order_num, r.order_num, r.id`,
        [entityId, query.student_id],
      );
      return rows.map((row) => ({
        ...row,
        completed_at: row.completed_at === null ? null : toIso(row.completed_at),
      }));
    },
  );
}

async function requireEntity(db: Queryable, hexId: string): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'SELECT id::text AS id FROM entities WHERE hex_id = $1',
    [hexId],
  );
  if (!row) throw notFound();
  return row.id;
}
