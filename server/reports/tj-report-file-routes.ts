import type { FastifyInstance } from 'fastify';
import { usersCertificatesRequestSchema } from '../../common/api/reports/index.ts';
import { authOf, requireRole } from '../auth/require-role.ts';
import { buildCertificatesPdf } from '../files/certificate-pdf.ts';
import { buildCertifiedHoursXlsx } from '../files/certified-hours-xlsx.ts';
import { certifiedHoursFileName } from '../files/file-names.ts';
import { sendFile } from '../files/send-file.ts';
import { notFound } from '../http/http-error.ts';
import { parseRequest } from '../http/validate.ts';
import { certifiedHoursRows } from './certified-hours.ts';
import { ownStudentIdsSql } from './ownership.ts';

/**
 * The learning-journey report files under /api/tj/tech-journey/report: the certified PCTO hours
 * of the professor's students (XLSX) and the certificates of chosen passing attempts (one PDF).
 */
export async function tjReportFileRoutes(app: FastifyInstance): Promise<void> {
  const db = app.services.db;
  const professorOnly = { preHandler: requireRole('professor') };

  app.get(
    '/tech-journey/report/general/download/professor-students-certified-hours',
    professorOnly,
    async (request, reply) => {
      const rows = await certifiedHoursRows(db, authOf(request).user_id);
      return sendFile(reply, {
        bytes: await buildCertifiedHoursXlsx(rows),
        type: 'xlsx',
        name: certifiedHoursFileName(new Date(app.services.clock())),
      });
    },
  );

  // Each attempt must be a passed attempt of one of the professor's students on a quiz of a
  // certificate entity that student completed; any other id makes the whole request 404, so
  // nobody learns which of the ids exist.
  app.post(
    '/tech-journey/report/certificate/download-users-certificates',
    professorOnly,
    async (request, reply) => {
      const { attempts } = parseRequest(usersCertificatesRequestSchema, request.body);
      const unique = [...new Set(attempts)];
      const rows = await db.query<{
        name: string;
        title: string;
        pcto_minutes: number;
        completed_at: Date | string;
      }>(
        `SELECT u.name, e.title, e.pcto_minutes, ep.completed_at
         FROM quiz_attempts a
         JOIN quizzes q ON q.id = a.quiz_id JOIN resources r ON r.id = q.resource_id
         JOIN entities e ON e.id = r.entity_id AND e.certificate
         JOIN entity_progress ep ON ep.entity_id = e.id AND ep.user_id = a.user_id
         JOIN users u ON u.id = a.user_id
         WHERE a.id IN (SELECT value::bigint FROM jsonb_array_elements_text($1::jsonb)) AND a.passed AND a.user_id IN (${ownStudentIdsSql(2)})
         ORDER BY u.name, e.title, a.id`,
        [JSON.stringify(unique), authOf(request).user_id],
      );
      if (rows.length !== unique.length) throw notFound();
      return sendFile(reply, {
        bytes: await buildCertificatesPdf(
          rows.map((row) => ({
            studentName: row.name,
            courseTitle: row.title,
            obtainedAt: new Date(row.completed_at),
            pctoMinutes: row.pcto_minutes,
          })),
        ),
        type: 'pdf',
        name: 'attestati.pdf',
      });
    },
  );
}
