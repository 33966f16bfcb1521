import type { CertificatePrinting } from '../../certificates/issue-certificates.ts';
import type { Queryable } from '../../db/database.ts';
import {
  myCertificates,
  myJourneyCertificate,
  myLiveCertificate,
  myParticipationCertificate,
  type CertificateFile,
} from '../../profile/my-certificate-service.ts';

/**
 * certificati/*.pdf: every certificate the student holds, each the very PDF of their own
 * download ("I MIEI CERTIFICATI"), so whatever those carry (verification code, QR) is here too.
 * Only students hold certificates.
 */
export async function certificateFiles(
  db: Queryable,
  userId: string,
  role: string,
  printing: CertificatePrinting,
): Promise<CertificateFile[]> {
  if (role !== 'student') return [];
  const files: CertificateFile[] = [];
  for (const certificate of await myCertificates(db, userId, printing.now)) {
    if (certificate.kind === 'journey') {
      files.push(await myJourneyCertificate(db, userId, certificate.id, printing));
    } else if (certificate.kind === 'live') {
      files.push(await myLiveCertificate(db, userId, certificate.id, printing));
    } else {
      files.push(await myParticipationCertificate(db, userId, certificate.id, printing));
    }
  }
  return files;
}
