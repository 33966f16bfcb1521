import type { FastifyReply } from 'fastify';
import type { AccessClaims } from '#common/auth/claims.ts';
import type { Queryable } from '../db/database.ts';
import { sendFile, type CONTENT_TYPES } from '../files/send-file.ts';
import { recordDataAccess } from './access-log-repository.ts';

/**
 * The one rule for professors' files (issue 25, "who looked"): a file that carries students'
 * data is logged for each of those students, once per download, with the file's name in Italian
 * (download-details.ts). Nothing is logged for a download that is refused or fails to build,
 * because recording happens only once the bytes exist.
 */

/** Whose data a file carries and what the file is, for the log. */
export interface StudentDataFile {
  /** The students whose data is in the file (duplicates and non-students are ignored). */
  studentIds: readonly string[];
  /** What the file is, in Italian (download-details.ts). */
  detail: string;
}

/** Who downloads: the caller's claims. */
export type Downloader = Pick<AccessClaims, 'user_id' | 'role'>;

/**
 * Logs a download of a file of students' data. Call it in the transaction that builds the file
 * when there is one (credentials are consumed by their download), so both happen or neither.
 */
export function recordDownload(
  db: Queryable,
  viewer: Downloader,
  file: StudentDataFile,
  at: Date,
): Promise<void> {
  return recordDataAccess(db, {
    studentIds: file.studentIds,
    viewer: { id: viewer.user_id, role: viewer.role },
    action: 'report_download',
    detail: file.detail,
    at,
  });
}

/**
 * Logs the download, then sends the file. The log entry is written before a byte leaves: if the
 * insert fails the request is the usual 500 and no file goes out unrecorded.
 */
export async function sendStudentDataFile(
  reply: FastifyReply,
  download: { db: Queryable; viewer: Downloader; at: Date },
  file: StudentDataFile & {
    bytes: Uint8Array;
    type: keyof typeof CONTENT_TYPES;
    name: string;
  },
): Promise<FastifyReply> {
  await recordDownload(download.db, download.viewer, file, download.at);
  return sendFile(reply, file);
}
