import type { CertificateVerification } from '#common/api/privacy/privacy.ts';
import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/http-error.ts';
import { findIssuedByCode } from './issued-certificate-repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * What the certificate with this code states and whether it still holds; an unknown code is 404.
 * Only the printed statement is read (never the account behind it), so the public page tells a
 * visitor nothing the paper in their hands does not already say.
 */
export async function verifyCertificate(
  db: Queryable,
  code: string,
): Promise<CertificateVerification> {
  const row = await findIssuedByCode(db, code);
  if (!row) throw notFound();
  return {
    code: row.code,
    state: row.revoked_at ? 'revoked' : 'valid',
    kind: row.kind,
    holder_name: row.holder_name,
    title: row.title,
    pcto_minutes: row.pcto_minutes,
    obtained_on: row.obtained_on,
    issuer: row.issuer,
    revoked_at: row.revoked_at ? iso(row.revoked_at) : null,
    revoked_reason: row.revoked_reason,
  };
}
