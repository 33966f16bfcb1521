import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { HttpError, validationFailed } from '../http/http-error.ts';
import { route } from '../http/endpoint-route.ts';
import { platformUrlOf } from './platform-url.ts';
import { requireOwnClassroom } from './classroom-service.ts';
import { importStudents, validateStudentRows } from './student-import-service.ts';
import { readStudentFile } from './student-file.ts';

/**
 * Upload of students (common/api/classrooms/endpoints.ts): a spreadsheet of e-mails (field
 * `file`, XLSX or CSV, ≤ 1 MiB, ≤ 500 rows). Multipart is registered only in this plugin, with
 * tight limits: one file, no other fields worth the name. The whole file is read and validated
 * before anything is written; then every new student is added in one transaction.
 */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  const endpoint = classroomEndpoints.uploadStudents;
  await app.register(multipart, {
    limits: {
      fileSize: endpoint.body.maxBytes,
      files: 1,
      fields: 2,
      parts: 3,
      fieldNameSize: 100,
      fieldSize: 1024,
      headerPairs: 100,
    },
  });

  route(app, endpoint, async ({ params, auth, request }) => {
    await requireOwnClassroom(services.db, auth.user_id, params.id);
    if (!request.isMultipart()) throw validationFailed({ file: 'Carica un file XLSX o CSV.' });
    const file = await readUploadedFile(request, endpoint.body.field);
    const rows = await readStudentFile(file.filename, file.buffer);
    const students = await validateStudentRows(services.db, rows);
    return importStudents(
      services.db,
      { classroomId: params.id, professorId: auth.user_id, platformUrl: platformUrlOf(request) },
      students,
      new Date(services.clock()),
    );
  });
}

/**
 * Reads the one file part, named `field`. The plugin's size errors (413: over 1 MiB, too many
 * parts) pass through; any other failure of the multipart parser (no boundary, a truncated or garbled body)
 * is the client's malformed request, so it is a 422 instead of the default 500.
 */
async function readUploadedFile(
  request: FastifyRequest,
  field: string,
): Promise<{ filename: string; buffer: Buffer }> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== field) {
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
