import type { FastifyInstance } from 'fastify';
import { exportStudentsRequestSchema } from '../../common/api/classrooms/index.ts';
import { authOf, requireRole } from '../auth/require-role.ts';
import { sendFile } from '../files/send-file.ts';
import { notFound } from '../http/http-error.ts';
import { parseRequest } from '../http/validate.ts';
import {
  buildStudentsExportXlsx,
  studentsExportFileName,
  type StudentExportRow,
} from './students-export-xlsx.ts';

interface ExportRow {
  id: string;
  name: string;
  email: string;
  classroom: string;
  state: StudentExportRow['state'];
  school_year: number | null;
  points: number;
  certified_minutes: number;
}

/**
 * POST /student/export-for-professor { ids }: an XLSX of these students, one row per classroom
 * of the caller they are in. Every id must be a student of the caller's classrooms: a single
 * foreign or unknown id makes the whole request 404, so ids cannot be probed.
 */
export async function exportRoute(app: FastifyInstance): Promise<void> {
  app.post(
    '/student/export-for-professor',
    { preHandler: requireRole('professor') },
    async (request, reply) => {
      const { ids } = parseRequest(exportStudentsRequestSchema, request.body);
      const wanted = new Set(ids);
      const rows = await app.services.db.query<ExportRow>(
        `SELECT u.id::text AS id, u.name, u.email, c.name AS classroom, cs.state,
                u.school_year::int AS school_year,
                (SELECT coalesce(sum(p.points), 0)::int FROM user_points p
                  WHERE p.user_id = u.id) AS points,
                (SELECT coalesce(sum(e.pcto_minutes), 0)::int
                   FROM entity_progress ep JOIN entities e ON e.id = ep.entity_id
                  WHERE ep.user_id = u.id AND e.certificate) AS certified_minutes
           FROM classroom_students cs
           JOIN classrooms c ON c.id = cs.classroom_id
           JOIN users u ON u.id = cs.student_id
          WHERE c.professor_id = $1
            AND cs.student_id = ANY (string_to_array($2, ',')::bigint[])
          ORDER BY lower(u.name), u.id, c.archived, lower(c.name)`,
        [authOf(request).user_id, [...wanted].join(',')],
      );
      if (new Set(rows.map((row) => row.id)).size !== wanted.size) throw notFound();
      const bytes = await buildStudentsExportXlsx(
        rows.map((row) => ({
          name: row.name,
          email: row.email,
          classroom: row.classroom,
          state: row.state,
          schoolYear: row.school_year,
          points: row.points,
          certifiedPctoMinutes: row.certified_minutes,
        })),
      );
      const now = new Date(app.services.clock());
      return sendFile(reply, { bytes, type: 'xlsx', name: studentsExportFileName(now) });
    },
  );
}
