import type { Queryable } from '../db/database.ts';

/** The download that marks a batch taken in one format; both formats share these rules. */
export type CredentialFormat = 'pdf' | 'xlsx';

export async function insertCredentialBatch(
  tx: Queryable,
  batch: { id: string; professorId: string; now: Date; expiresAt: Date; sealed: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO credential_batches (id, professor_id, created_at, expires_at, sealed)
     VALUES ($1, $2, $3, $4, $5)`,
    [batch.id, batch.professorId, batch.now, batch.expiresAt, batch.sealed],
  );
}

/**
 * Marks one format of the professor's batch downloaded and answers its sealed passwords; null
 * when there is no such batch of theirs, the format was downloaded already, or it expired.
 */
export async function markFormatDownloaded(
  tx: Queryable,
  professorId: string,
  id: string,
  format: CredentialFormat,
  now: Date,
): Promise<string | null> {
  const column = format === 'pdf' ? 'pdf_downloaded_at' : 'xlsx_downloaded_at';
  const [row] = await tx.query<{ sealed: string }>(
    `UPDATE credential_batches SET ${column} = $3
     WHERE id = $1 AND professor_id = $2 AND ${column} IS NULL AND sealed IS NOT NULL
       AND expires_at > $3
     RETURNING sealed`,
    [id, professorId, now],
  );
  return row?.sealed ?? null;
}

export async function isOwnCredentialBatch(
  tx: Queryable,
  professorId: string,
  id: string,
): Promise<boolean> {
  const owned = await tx.query(
    'SELECT 1 FROM credential_batches WHERE id = $1 AND professor_id = $2',
    [id, professorId],
  );
  return owned.length > 0;
}

/** Erases the sealed passwords once both formats are downloaded. */
export async function eraseFullyDownloaded(tx: Queryable, id: string): Promise<void> {
  await tx.query(
    `UPDATE credential_batches SET sealed = NULL
     WHERE id = $1 AND pdf_downloaded_at IS NOT NULL AND xlsx_downloaded_at IS NOT NULL`,
    [id],
  );
}

/** Erases what nobody downloaded in time (called when a new batch is stored). */
export async function purgeExpiredBatches(tx: Queryable, now: Date): Promise<void> {
  await tx.query('DELETE FROM credential_batches WHERE expires_at <= $1', [now]);
}

/**
 * The accounts a batch's slips are for, by e-mail (unique, lower case): a batch keeps name,
 * e-mail and password only, and the log of who looked needs the ids.
 */
export async function accountIdsByEmail(
  tx: Queryable,
  emails: readonly string[],
): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    `SELECT id::text AS id FROM users
      WHERE email IN (SELECT value FROM jsonb_array_elements_text($1::jsonb))`,
    [JSON.stringify(emails)],
  );
  return rows.map((row) => row.id);
}
