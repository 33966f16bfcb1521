import { buildCertificatesPdf } from '../files/certificate-pdf.ts';
import type { CertificateEntity, CertificateHolder } from './certificate-holders.ts';

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
