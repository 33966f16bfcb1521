import type { Queryable } from '../db/database.ts';
import type { buildCertificatesPdf as BuildCertificatesPdf } from '../files/certificate-pdf.ts';
import {
  issueCertificates,
  type CertificatePrinting,
  type IssuableCertificate,
} from './issue-certificates.ts';

/**
 * The PDF builder, loaded at the first certificate: pdf-lib, the fonts and the QR encoder hold
 * memory that a server making no certificate today does not need (see certificate-fonts.ts).
 */
async function buildCertificatesPdf(
  ...args: Parameters<typeof BuildCertificatesPdf>
): Promise<Uint8Array> {
  return (await import('../files/certificate-pdf.ts')).buildCertificatesPdf(...args);
}

/**
 * One PDF of these certificates, one page each, every one recorded and carrying its
 * verification code and QR code. The one way every certificate download prints.
 */
export async function printCertificates(
  db: Queryable,
  certificates: readonly IssuableCertificate[],
  printing: CertificatePrinting,
): Promise<Uint8Array> {
  const printed = await issueCertificates(db, certificates, printing);
  return buildCertificatesPdf(printed, printing.timeZone);
}
