import type { CertificatePrinting } from '../certificates/issue-certificates.ts';
import { printCertificates } from '../certificates/print-certificates.ts';
import type { Queryable } from '../db/database.ts';
import type {
  AttemptCertificate,
  CertificateEntity,
  CertificateHolder,
} from './certificate-repository.ts';

/** The certificates of these holders, each recorded with its verification code. */
export function certificatePdf(
  db: Queryable,
  certificate: CertificateEntity,
  holders: readonly CertificateHolder[],
  printing: CertificatePrinting,
): Promise<Uint8Array> {
  return printCertificates(
    db,
    holders.map((holder) => ({
      studentName: holder.name,
      courseTitle: certificate.title,
      obtainedAt: holder.obtainedAt,
      pctoMinutes: certificate.pctoMinutes,
      issue: { kind: 'journey', userId: holder.studentId, subject: certificate.hexId },
    })),
    printing,
  );
}

/** The certificates of chosen attempts, each of its own entity, one page each. */
export function attemptCertificatesPdf(
  db: Queryable,
  certificates: readonly AttemptCertificate[],
  printing: CertificatePrinting,
): Promise<Uint8Array> {
  return printCertificates(
    db,
    certificates.map((certificate) => ({
      studentName: certificate.name,
      courseTitle: certificate.title,
      obtainedAt: certificate.obtainedAt,
      pctoMinutes: certificate.pctoMinutes,
      issue: { kind: 'journey', userId: certificate.studentId, subject: certificate.hexId },
    })),
    printing,
  );
}
