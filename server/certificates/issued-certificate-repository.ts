import type { CertificateKind } from '#common/api/privacy/privacy.ts';
import type { Queryable } from '../db/database.ts';

/** Which certificate: its kind, its holder and what it certifies (entity hex id, quiz, course). */
export interface CertificateSubject {
  kind: CertificateKind;
  userId: string;
  subject: string;
}

/** What a certificate states, as printed. */
export interface CertificateStatement {
  holderName: string;
  title: string;
  pctoMinutes: number;
  /** YYYY-MM-DD in the school's calendar. */
  obtainedOn: string;
  issuer: string;
}

/** A recorded certificate, as the public page and the operator read it. */
export interface IssuedCertificateRow {
  code: string;
  kind: CertificateKind;
  holder_name: string | null;
  title: string;
  pcto_minutes: number;
  obtained_on: string;
  issuer: string;
  issued_at: Date | string;
  revoked_at: Date | string | null;
  revoked_reason: string | null;
}

const COLUMNS = `code, kind, holder_name, title, pcto_minutes, obtained_on::text AS obtained_on,
  issuer, issued_at, revoked_at, revoked_reason`;

/**
 * Records the certificate under `code` unless it is recorded already (then nothing happens: two
 * first downloads at once both land here, and the unique key keeps one row).
 */
export async function insertIssuedCertificate(
  db: Queryable,
  code: string,
  subject: CertificateSubject,
  statement: CertificateStatement,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO issued_certificates
       (code, kind, user_id, subject, holder_name, title, pcto_minutes, obtained_on, issuer, issued_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $9, $10)
     ON CONFLICT DO NOTHING`,
    [
      code,
      subject.kind,
      subject.userId,
      subject.subject,
      statement.holderName,
      statement.title,
      statement.pctoMinutes,
      statement.obtainedOn,
      statement.issuer,
      now,
    ],
  );
}

/**
 * Brings a valid certificate's statement up to what its PDF now prints (a live course's minutes
 * grow with each episode followed); a revoked one stays as it was when revoked.
 */
export async function updateIssuedStatement(
  db: Queryable,
  subject: CertificateSubject,
  statement: CertificateStatement,
): Promise<void> {
  await db.query(
    `UPDATE issued_certificates
     SET holder_name = $4, title = $5, pcto_minutes = $6, obtained_on = $7::date, issuer = $8
     WHERE kind = $1 AND user_id = $2 AND subject = $3 AND revoked_at IS NULL
       AND (holder_name IS DISTINCT FROM $4 OR title <> $5 OR pcto_minutes <> $6
         OR obtained_on <> $7::date OR issuer <> $8)`,
    [
      subject.kind,
      subject.userId,
      subject.subject,
      statement.holderName,
      statement.title,
      statement.pctoMinutes,
      statement.obtainedOn,
      statement.issuer,
    ],
  );
}

/** The code of a recorded certificate, or null. */
export async function findIssuedCode(
  db: Queryable,
  subject: CertificateSubject,
): Promise<string | null> {
  const [row] = await db.query<{ code: string }>(
    `SELECT code FROM issued_certificates WHERE kind = $1 AND user_id = $2 AND subject = $3`,
    [subject.kind, subject.userId, subject.subject],
  );
  return row?.code ?? null;
}

/** The certificate with this code, or null. */
export async function findIssuedByCode(
  db: Queryable,
  code: string,
): Promise<IssuedCertificateRow | null> {
  const [row] = await db.query<IssuedCertificateRow>(
    `SELECT ${COLUMNS} FROM issued_certificates WHERE code = $1`,
    [code],
  );
  return row ?? null;
}

/** Every certificate recorded for an account, oldest first. */
export async function listIssuedByUser(
  db: Queryable,
  userId: string,
): Promise<IssuedCertificateRow[]> {
  return db.query<IssuedCertificateRow>(
    `SELECT ${COLUMNS} FROM issued_certificates WHERE user_id = $1 ORDER BY issued_at, code`,
    [userId],
  );
}

/** Revokes a valid certificate; answers whether one was revoked (false: unknown or revoked already). */
export async function revokeIssuedCertificate(
  db: Queryable,
  code: string,
  reason: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query<{ code: string }>(
    `UPDATE issued_certificates SET revoked_at = $2, revoked_reason = $3
     WHERE code = $1 AND revoked_at IS NULL RETURNING code`,
    [code, now, reason],
  );
  return rows.length > 0;
}

/**
 * Erasure (issue 25): the certificates a student was issued stay for the school's legal record,
 * but without the person — no name, no link to the account. The public page then shows the
 * certificate with no holder name. Call it inside the erasure's transaction.
 */
export async function forgetCertificateHolder(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `UPDATE issued_certificates SET holder_name = NULL, user_id = NULL WHERE user_id = $1`,
    [userId],
  );
}
