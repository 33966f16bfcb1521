import { localDay } from '#common/progress/streak.ts';
import type { Queryable } from '../db/database.ts';
import type { CertificateData, PrintedCertificate } from '../files/certificate-pdf.ts';
import {
  findIssuedCode,
  insertIssuedCertificate,
  updateIssuedStatement,
  type CertificateStatement,
  type CertificateSubject,
} from './issued-certificate-repository.ts';
import { ISSUER_NAME } from './issuer.ts';
import { newVerificationCode } from './verification-code.ts';

/** A certificate that may be printed: what it states and which certificate it is. */
export interface IssuableCertificate extends CertificateData {
  issue: CertificateSubject;
}

/** What printing needs beyond the certificates: the school's calendar and the public address. */
export interface CertificatePrinting {
  /** The school's time zone: certificates are dated by its calendar. */
  timeZone: string;
  /** The origin the public verification page is reached at (`https://scuola.example`). */
  origin: string;
  now: Date;
}

/** The public page of a code (renderer route /verify/:code). */
export const verificationUrl = (origin: string, code: string) => `${origin}/verify/${code}`;

/**
 * Records each certificate the first time it is printed and answers it with its verification
 * code: the same code on every later download, by the professor or the student, alone, with
 * the class or in a ZIP. Two first downloads at once insert one row (the unique key on kind,
 * holder and subject; the loser's insert does nothing) and both read that row's code.
 */
export async function issueCertificates(
  db: Queryable,
  certificates: readonly IssuableCertificate[],
  printing: CertificatePrinting,
): Promise<PrintedCertificate[]> {
  const printed: PrintedCertificate[] = [];
  // One at a time: a class is a few dozen rows, and one request keeps one connection.
  for (const certificate of certificates) {
    const code = await issuedCode(db, certificate, printing);
    const { issue: _issue, ...data } = certificate;
    printed.push({ ...data, verification: { code, url: verificationUrl(printing.origin, code) } });
  }
  return printed;
}

async function issuedCode(
  db: Queryable,
  certificate: IssuableCertificate,
  printing: CertificatePrinting,
): Promise<string> {
  const statement: CertificateStatement = {
    holderName: certificate.studentName,
    title: certificate.courseTitle,
    pctoMinutes: certificate.pctoMinutes,
    obtainedOn: localDay(certificate.obtainedAt, printing.timeZone),
    issuer: ISSUER_NAME,
  };
  await insertIssuedCertificate(
    db,
    newVerificationCode(),
    certificate.issue,
    statement,
    printing.now,
  );
  await updateIssuedStatement(db, certificate.issue, statement);
  const code = await findIssuedCode(db, certificate.issue);
  // Only a new code equal to an existing one (1 in 2^100) leaves no row: draw again.
  return code ?? issuedCode(db, certificate, printing);
}
