import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  STUDENT_UPLOAD_LIMITS,
  type UploadStudentsResponse,
} from '../../common/api/classrooms/index.ts';
import { idParamsSchema } from '../../common/api/journey/ids.ts';
import { authOf, requireRole } from '../auth/require-role.ts';
import { HttpError, validationFailed } from '../http/http-error.ts';
import { parseRequest } from '../http/validate.ts';
import { requireOwnClassroom } from './classroom-store.ts';
import { importStudents, validateStudentRows } from './student-import.ts';
import { readStudentFile } from './student-file.ts';

/**
 * POST /classroom/{id}/upload-student: a spreadsheet of e-mails (field `file`, XLSX or CSV,
 * ≤ 1 MiB, ≤ 500 rows). Multipart is registered only in this plugin, with tight limits: one
 * file, no other fields worth the name. The whole file is read and validated before anything
 * is written; then every new student is added in one transaction.
 */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: STUDENT_UPLOAD_LIMITS.maxFileBytes,
      files: 1,
      fields: 2,
      parts: 3,
      fieldNameSize: 100,
      fieldSize: 1024,
      headerPairs: 100,
    },
  });

  app.post(
    '/classroom/:id/upload-student',
    { preHandler: requireRole('professor') },
    async (request): Promise<UploadStudentsResponse> => {
      const { id } = parseRequest(idParamsSchema, request.params);
      await requireOwnClassroom(app.services.db, authOf(request).user_id, id);
      if (!request.isMultipart()) throw validationFailed({ file: 'Carica un file XLSX o CSV.' });
      const file = await readUploadedFile(request);
      const rows = await readStudentFile(file.filename, file.buffer);
      const students = await validateStudentRows(app.services.db, rows);
      return importStudents(app.services.db, id, students, new Date(app.services.clock()));
    },
  );
}

/**
 * Reads the one `file` part. The plugin's size errors (413: over 1 MiB, too many parts) pass
 * through; any other failure of the multipart parser (no boundary, a truncated or garbled body)
 * is the client's malformed request, so it is a 422 instead of the default 500.
 */
async function readUploadedFile(
  request: FastifyRequest,
): Promise<{ filename: string; buffer: Buffer }> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') {
      throw validationFailed({ file: 'Carica un file XLSX o CSV.' });
    }
    // Over 1 MiB this throws the plugin's 413 (throwFileSizeLimit is on by default).
    return { filename: part.filename, buffer: await part.toBuffer() };
  } catch (error) {
    if (error instanceof HttpError || isPayloadTooLarge(error)) throw error;
    throw validationFailed({ file: 'Il file inviato non è leggibile.' });
  }
}

const isPayloadTooLarge = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as { statusCode?: unknown }).statusCode === 413;
