import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { ERROR_CODES } from '#common/api/errors.ts';
import { open, seal } from '../auth/sealed-box.ts';
import type { Queryable } from '../db/database.ts';
import { serverSecret } from '../db/server-secret.ts';
import { HttpError, notFound } from '../http/http-error.ts';

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
  await tx.query(
    `INSERT INTO credential_batches (id, professor_id, created_at, expires_at, sealed)
     VALUES ($1, $2, $3, $4, $5)`,
    [id, professorId, now, new Date(now.getTime() + CREDENTIALS_TTL_MS), sealed],
  );
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
  format: 'pdf' | 'xlsx',
  now: Date,
): Promise<CredentialBatch> {
  const column = format === 'pdf' ? 'pdf_downloaded_at' : 'xlsx_downloaded_at';
  const [row] = await tx.query<{ sealed: string }>(
    `UPDATE credential_batches SET ${column} = $3
     WHERE id = $1 AND professor_id = $2 AND ${column} IS NULL AND sealed IS NOT NULL
       AND expires_at > $3
     RETURNING sealed`,
    [id, professorId, now],
  );
  if (!row) {
    const owned = await tx.query(
      'SELECT 1 FROM credential_batches WHERE id = $1 AND professor_id = $2',
      [id, professorId],
    );
    if (owned.length === 0) throw notFound();
    throw new HttpError(410, ERROR_CODES.gone, CREDENTIALS_GONE_MESSAGE);
  }
  await tx.query(
    `UPDATE credential_batches SET sealed = NULL
     WHERE id = $1 AND pdf_downloaded_at IS NOT NULL AND xlsx_downloaded_at IS NOT NULL`,
    [id],
  );
  const opened = open(await serverSecret(tx, SECRET_NAME), purposeOf(id), row.sealed);
  const parsed = opened === null ? null : batchSchema.safeParse(JSON.parse(opened));
  if (!parsed?.success) throw new Error(`Credential batch ${id} cannot be opened.`);
  return parsed.data;
}

/** Erases what nobody downloaded in time (called when a new batch is stored). */
export async function purgeExpiredBatches(tx: Queryable, now: Date): Promise<void> {
  await tx.query('DELETE FROM credential_batches WHERE expires_at <= $1', [now]);
}
