import { buildCertificatesPdf } from '../files/certificate-pdf.ts';
import type {
  AttemptCertificate,
  CertificateEntity,
  CertificateHolder,
} from './certificate-repository.ts';

/** The certificates of these holders, ready for the PDF builder. */
export function certificatePdf(
  certificate: CertificateEntity,
  holders: readonly CertificateHolder[],
): Promise<Uint8Array> {
  return buildCertificatesPdf(
    holders.map((holder) => ({
      studentName: holder.name,
      courseTitle: certificate.title,
      obtainedAt: holder.obtainedAt,
      pctoMinutes: certificate.pctoMinutes,
    })),
  );
}

/** The certificates of chosen attempts, each of its own entity, one page each. */
export function attemptCertificatesPdf(
  certificates: readonly AttemptCertificate[],
): Promise<Uint8Array> {
  return buildCertificatesPdf(
    certificates.map((certificate) => ({
      studentName: certificate.name,
      courseTitle: certificate.title,
      obtainedAt: certificate.obtainedAt,
      pctoMinutes: certificate.pctoMinutes,
    })),
  );
}
