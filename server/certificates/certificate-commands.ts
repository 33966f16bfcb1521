import { VERIFICATION_CODE_PATTERN } from '#common/api/privacy/privacy.ts';
import { formatPctoHoursText } from '#common/format/pcto-hours.ts';
import type { Database } from '../db/database.ts';
import { findUserByEmail } from '../users/user-repository.ts';
import {
  listIssuedByUser,
  revokeIssuedCertificate,
  type IssuedCertificateRow,
} from './issued-certificate-repository.ts';

/**
 * The operator's certificate commands of `npm run accounts` (server/accounts-cli.ts): list the
 * codes issued to an account, revoke one with a reason the public page then shows.
 */
export type CertificateCommand =
  | { kind: 'revoke-certificate'; code: string; reason: string }
  | { kind: 'certificates'; email: string };

export const CERTIFICATE_USAGE = `  npm run accounts -- certificates --email <e-mail>
  npm run accounts -- revoke-certificate --code <XXXX-XXXX-XXXX-XXXX-XXXX> --reason "<motivo>"`;

/** What a command answers: the text to print, or the operator's mistake to explain. */
export type CertificateAnswer = { output: string } | { problem: string };

/** The longest reason: the public page shows it as written. */
const MAX_REASON_LENGTH = 500;

/** Reads `revoke-certificate`'s options (`option` answers an option's value), or what is wrong. */
export function parseRevokeCertificate(
  option: (key: string) => string | undefined,
): CertificateCommand | { problem: string } {
  const code = (option('--code') ?? '').trim().toUpperCase();
  if (!VERIFICATION_CODE_PATTERN.test(code)) {
    return { problem: '--code is a verification code such as K7QM-2XWD-9F3A-HN6P-0TRB.' };
  }
  const reason = (option('--reason') ?? '').trim();
  if (reason.length < 3 || reason.length > MAX_REASON_LENGTH) {
    return {
      problem: `--reason is needed (3 to ${MAX_REASON_LENGTH} characters, shown publicly).`,
    };
  }
  return { kind: 'revoke-certificate', code, reason };
}

/**
 * Runs a certificate command: a revocation (only of a valid certificate; the public page then
 * says revoked, when and why), or the list of an account's codes, one tab-separated line each.
 */
export async function runCertificateCommand(
  db: Database,
  command: CertificateCommand,
  now: Date,
): Promise<CertificateAnswer> {
  if (command.kind === 'revoke-certificate') {
    const revoked = await revokeIssuedCertificate(db, command.code, command.reason, now);
    return revoked
      ? { output: `Revoked certificate ${command.code}: "${command.reason}".` }
      : {
          problem: `No valid certificate has the code ${command.code} (unknown or revoked already).`,
        };
  }
  const user = await findUserByEmail(db, command.email);
  if (!user) return { problem: `No account has the e-mail ${command.email}.` };
  const rows = await listIssuedByUser(db, user.id);
  if (rows.length === 0) return { output: `${command.email} has no certificate issued yet.` };
  return { output: rows.map(certificateLine).join('\n') };
}

function certificateLine(row: IssuedCertificateRow): string {
  const state = row.revoked_at
    ? `revoked ${new Date(row.revoked_at).toISOString()} (${row.revoked_reason})`
    : 'valid';
  return [
    row.code,
    row.kind,
    row.obtained_on,
    formatPctoHoursText(row.pcto_minutes),
    row.title,
    state,
  ].join('\t');
}
