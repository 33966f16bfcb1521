import type { FastifyInstance } from 'fastify';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { notFound } from '../http/http-error.ts';
import { route } from '../http/endpoint-route.ts';
import { DOWNLOAD_DETAILS } from '../privacy/download-details.ts';
import { sendStudentDataFile } from '../privacy/record-download.ts';
import { listStudentsForExport } from './student-repository.ts';
import { buildStudentsExportXlsx, studentsExportFileName } from './students-export-xlsx.ts';

/**
 * The students export (common/api/classrooms/endpoints.ts): an XLSX of these students, one row
 * per classroom of the caller they are in. Every id must be a student of the caller's
 * classrooms: a single foreign or unknown id makes the whole request 404, so ids cannot be
 * probed. Each exported student's "who looked" log records the download.
 */
export async function exportRoute(app: FastifyInstance): Promise<void> {
  const { services } = app;
  route(app, classroomEndpoints.exportStudents, async ({ body, auth, reply }) => {
    const wanted = new Set(body.ids);
    const rows = await listStudentsForExport(services.db, auth.user_id, [...wanted]);
    if (new Set(rows.map((row) => row.id)).size !== wanted.size) throw notFound();
    const bytes = await buildStudentsExportXlsx(rows);
    const now = new Date(services.clock());
    return sendStudentDataFile(
      reply,
      { db: services.db, viewer: auth, at: now },
      {
        bytes,
        type: 'xlsx',
        name: studentsExportFileName(now, services.config.schoolTimeZone),
        studentIds: rows.map((row) => row.id),
        detail: DOWNLOAD_DETAILS.studentsExport(),
      },
    );
  });
}
