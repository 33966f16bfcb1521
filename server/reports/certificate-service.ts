import type { CertificateDownloadQuery } from '#common/api/reports/index.ts';
import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/http-error.ts';
import { findCertificate, type CertificateEntity } from './certificate-repository.ts';

/** The certificate entity named by a certificate id or by its final test's quiz id, else 404. */
export async function requireCertificate(
  db: Queryable,
  query: Pick<CertificateDownloadQuery, 'quiz_id' | 'certificate_id'>,
): Promise<CertificateEntity> {
  const certificate = await findCertificate(db, query);
  if (!certificate) throw notFound();
  return certificate;
}
