import type { buildCertificatesPdf as BuildCertificatesPdf } from '../files/certificate-pdf.ts';
import type {
  AttemptCertificate,
  CertificateEntity,
  CertificateHolder,
} from './certificate-repository.ts';

/**
 * The PDF builder, loaded at the first certificate: pdf-lib and the builder hold memory that a
 * server making no certificate today does not need (see certificate-fonts.ts for fontkit).
 */
async function buildCertificatesPdf(
  ...args: Parameters<typeof BuildCertificatesPdf>
): Promise<Uint8Array> {
  return (await import('../files/certificate-pdf.ts')).buildCertificatesPdf(...args);
}

/** The certificates of these holders, dated in the school's `timeZone`. */
export function certificatePdf(
  certificate: CertificateEntity,
  holders: readonly CertificateHolder[],
  timeZone: string,
): Promise<Uint8Array> {
  return buildCertificatesPdf(
    holders.map((holder) => ({
      studentName: holder.name,
      courseTitle: certificate.title,
      obtainedAt: holder.obtainedAt,
      pctoMinutes: certificate.pctoMinutes,
    })),
    timeZone,
  );
}

/** The certificates of chosen attempts, each of its own entity, one page each. */
export function attemptCertificatesPdf(
  certificates: readonly AttemptCertificate[],
  timeZone: string,
): Promise<Uint8Array> {
  return buildCertificatesPdf(
    certificates.map((certificate) => ({
      studentName: certificate.name,
      courseTitle: certificate.title,
      obtainedAt: certificate.obtainedAt,
      pctoMinutes: certificate.pctoMinutes,
    })),
    timeZone,
  );
}
