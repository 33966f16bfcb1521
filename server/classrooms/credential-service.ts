// eslint-disable-next-line one-home/random-secret -- a batch id: the professor's own, checked on download, not a bearer secret
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ERROR_CODES } from '#common/api/errors.ts';
import { open, seal } from '../auth/sealed-box.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeOtherFamilies } from '../auth/refresh-token-repository.ts';
import type { Database, Queryable } from '../db/database.ts';
import { serverSecret } from '../db/server-secret.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { DOWNLOAD_DETAILS } from '../privacy/download-details.ts';
import { recordDownload, type Downloader } from '../privacy/record-download.ts';
import {
  accountIdsByEmail,
  eraseFullyDownloaded,
  insertCredentialBatch,
  isOwnCredentialBatch,
  markFormatDownloaded,
  purgeExpiredBatches,
  type CredentialFormat,
} from './credential-repository.ts';
import { requireOwnStudent } from '../reports/ownership.ts';
import { findUserById, setPasswordHash } from '../users/user-repository.ts';
import { newOneTimePassword } from '../account/one-time-password.ts';

/** One slip: who, where to sign in, and the one-time password. */
export interface Credential {
  name: string;
  email: string;
  password: string;
}

export interface CredentialBatch {
  /** The platform's address as the professor reached it, printed on every slip. */
  platformUrl: string;
  credentials: Credential[];
}

const batchSchema = z.object({
  platformUrl: z.string(),
  credentials: z.array(z.object({ name: z.string(), email: z.string(), password: z.string() })),
});

/** A batch not downloaded within a week is of no use any more (a reset issues a new one). */
export const CREDENTIALS_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const SECRET_NAME = 'credentials_sealing_key';
const purposeOf = (batchId: string) => `tech-journey credentials v1 ${batchId}`;

export const CREDENTIALS_GONE_MESSAGE =
  'Queste credenziali sono già state scaricate in questo formato o sono scadute: per uno ' +
  'studente che non ha la sua password, generane una nuova dalla classe.';

/**
 * Keeps the one-time passwords of new accounts, sealed under a server secret, until the
 * professor has downloaded them (once as PDF, once as XLSX). Run in the transaction that
 * created the accounts, so both exist or neither.
 */
export async function storeCredentialBatch(
  tx: Queryable,
  professorId: string,
  batch: CredentialBatch,
  now: Date,
): Promise<string> {
  const id = randomBytes(16).toString('hex');
  const sealed = seal(await serverSecret(tx, SECRET_NAME), purposeOf(id), JSON.stringify(batch));
  const expiresAt = new Date(now.getTime() + CREDENTIALS_TTL_MS);
  await insertCredentialBatch(tx, { id, professorId, now, expiresAt, sealed });
  return id;
}

/**
 * Takes a batch for one download in one format: marks that format downloaded and, once both
 * are, erases the sealed passwords. Run it in the transaction that builds the file, so a file
 * that fails to build leaves the batch downloadable. Another professor's batch (or none) is 404;
 * a format already downloaded, or an expired batch, is 410.
 */
export async function takeCredentialBatch(
  tx: Queryable,
  professorId: string,
  id: string,
  format: CredentialFormat,
  now: Date,
): Promise<CredentialBatch> {
  const sealed = await markFormatDownloaded(tx, professorId, id, format, now);
  if (sealed === null) {
    if (!(await isOwnCredentialBatch(tx, professorId, id))) throw notFound();
    throw new HttpError(410, ERROR_CODES.gone, CREDENTIALS_GONE_MESSAGE);
  }
  await eraseFullyDownloaded(tx, id);
  const opened = open(await serverSecret(tx, SECRET_NAME), purposeOf(id), sealed);
  const parsed = opened === null ? null : batchSchema.safeParse(JSON.parse(opened));
  if (!parsed?.success) throw new Error(`Credential batch ${id} cannot be opened.`);
  return parsed.data;
}

/** The files module, loaded at the first download (pdf-lib and exceljs are loaded lazily). */
const credentialFiles = () => import('../files/credentials-files.ts');

/**
 * One download of a batch as a file: its bytes and the name it is saved under. Each student of
 * the batch's "who looked" log records it, in the same transaction: the batch is consumed by
 * the download, so a failed record must leave it downloadable.
 */
export async function downloadCredentials(
  db: Database,
  professor: Downloader,
  id: string,
  format: CredentialFormat,
  now: Date,
  /** The school's time zone: the file is named after its day there. */
  timeZone: string,
): Promise<{ bytes: Uint8Array; name: string }> {
  const files = await credentialFiles();
  // Taken and built in one transaction: a file that fails to build leaves the batch as it was.
  const bytes = await db.transaction(async (tx) => {
    const batch = await takeCredentialBatch(tx, professor.user_id, id, format, now);
    const built = await (format === 'pdf'
      ? files.buildCredentialsPdf(batch)
      : files.buildCredentialsXlsx(batch));
    const studentIds = await accountIdsByEmail(
      tx,
      batch.credentials.map((credential) => credential.email),
    );
    await recordDownload(
      tx,
      professor,
      { studentIds, detail: DOWNLOAD_DETAILS.credentials() },
      now,
    );
    return built;
  });
  return { bytes, name: files.credentialsFileName(now, timeZone, format) };
}

/**
 * A new one-time password for one of the professor's own students (another's: 404). The
 * student's sessions end and the old password stops working at once; the slip has the new one.
 * Answers the id of the batch to download.
 */
export async function resetStudentPassword(
  db: Database,
  input: { professorId: string; studentId: string; platformUrl: string; now: Date },
): Promise<string> {
  const { professorId, now } = input;
  const student = await requireOwnStudent(db, professorId, input.studentId);
  const account = await findUserById(db, student.id);
  const password = newOneTimePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await setPasswordHash(tx, student.id, passwordHash, true);
    await revokeOtherFamilies(tx, student.id, null, now);
    await purgeExpiredBatches(tx, now);
    return storeCredentialBatch(
      tx,
      professorId,
      {
        platformUrl: input.platformUrl,
        credentials: [{ name: student.name, email: account!.email, password }],
      },
      now,
    );
  });
}
