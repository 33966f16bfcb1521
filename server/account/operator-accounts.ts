import { z } from 'zod';
import { ROLES, type Role } from '#common/auth/roles.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeOtherFamilies } from '../auth/refresh-token-repository.ts';
import {
  CERTIFICATE_USAGE,
  parseRevokeCertificate,
  runCertificateCommand,
  type CertificateCommand,
} from '../certificates/certificate-commands.ts';
import { loadConfig, type ServerConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { exportAccountToFile } from '../privacy/export/export-to-file.ts';
import { findUserByEmail, insertUser, setPasswordHash } from '../users/user-repository.ts';
import { eraseByOperator } from '../privacy/erasure/erasure-service.ts';
import { accessLogReport } from '../privacy/access-log-report.ts';
import { newOneTimePassword } from './one-time-password.ts';

export type AccountsCommand =
  | {
      kind: 'create';
      role: Role;
      email: string;
      name: string;
      admin: boolean;
      schoolYear: number | null;
    }
  | { kind: 'reset'; email: string }
  | { kind: 'export'; email: string; out: string; origin: string | undefined }
  | { kind: 'erase'; email: string }
  | { kind: 'access-log'; email: string }
  | CertificateCommand;

export const ACCOUNTS_USAGE = `Usage:
  npm run accounts -- create --role <student|professor|visitor|sorintian> --email <e-mail> --name "<Nome Cognome>" [--admin] [--school-year <1-5>]
  npm run accounts -- reset --email <e-mail>
  npm run accounts -- export --email <e-mail> --out <file.zip> [--origin <https://platform.school.it>]   (the account's data, docs/data-export.md; --origin defaults to HG_PUBLIC_URL)
  npm run accounts -- erase --email <e-mail>   (anonymises the account: docs/erasure-and-retention.md)
  npm run accounts -- access-log --email <e-mail>   (who read a student's data: companies' CV views, professors' files)
${CERTIFICATE_USAGE}
create and reset print a one-time password; at the first sign-in the platform asks for a new one.
--admin is for professors (the admin flag publishes admin messages).`;

export class AccountsUsageError extends Error {}

const emailSchema = z.string().trim().toLowerCase().pipe(z.email());

/** Reads `create …` / `reset …` and their options; throws AccountsUsageError on anything else. */
export function parseAccountsArgs(argv: readonly string[]): AccountsCommand {
  const [kind, ...rest] = argv;
  const options = new Map<string, string | true>();
  for (let i = 0; i < rest.length; i++) {
    const key = rest[i]!;
    if (!key.startsWith('--')) throw new AccountsUsageError(`Unexpected argument "${key}".`);
    const value = rest[i + 1];
    if (key === '--admin') options.set(key, true);
    else if (value === undefined || value.startsWith('--')) {
      throw new AccountsUsageError(`${key} needs a value.`);
    } else {
      options.set(key, value);
      i++;
    }
  }
  const text = (key: string) => {
    const value = options.get(key);
    return typeof value === 'string' ? value : undefined;
  };
  if (kind === 'revoke-certificate') {
    const revoke = parseRevokeCertificate(text);
    if ('problem' in revoke) throw new AccountsUsageError(revoke.problem);
    return revoke;
  }
  const email = emailSchema.safeParse(text('--email') ?? '');
  if (!email.success) throw new AccountsUsageError('--email needs a valid e-mail address.');
  if (kind === 'reset' || kind === 'erase' || kind === 'access-log') {
    return { kind, email: email.data };
  }
  if (kind === 'certificates') return { kind: 'certificates', email: email.data };
  if (kind === 'export') {
    const out = text('--out');
    if (!out) throw new AccountsUsageError('--out needs the file to write, e.g. dati.zip.');
    const origin = text('--origin');
    if (origin !== undefined && !/^https?:\/\/[^/\s]+$/.test(origin)) {
      throw new AccountsUsageError('--origin is the platform address, e.g. https://tj.scuola.it');
    }
    return { kind: 'export', email: email.data, out, origin };
  }
  if (kind !== 'create') {
    throw new AccountsUsageError(
      'The command is "create", "reset", "export", "erase", "access-log", "certificates" or "revoke-certificate".',
    );
  }
  const role = text('--role');
  if (!role || !(ROLES as readonly string[]).includes(role)) {
    throw new AccountsUsageError(`--role is one of ${ROLES.join(', ')}.`);
  }
  const name = (text('--name') ?? '').trim();
  if (name.length < 1 || name.length > 120) throw new AccountsUsageError('--name is needed.');
  const admin = options.get('--admin') === true;
  if (admin && role !== 'professor') throw new AccountsUsageError('--admin is for professors.');
  const year = text('--school-year');
  const schoolYear = year === undefined ? null : Number(year);
  if (
    schoolYear !== null &&
    !(Number.isInteger(schoolYear) && schoolYear >= 1 && schoolYear <= 5)
  ) {
    throw new AccountsUsageError('--school-year is a number from 1 to 5.');
  }
  if (schoolYear !== null && role !== 'student') {
    throw new AccountsUsageError('--school-year is for students.');
  }
  return { kind: 'create', role: role as Role, email: email.data, name, admin, schoolYear };
}

/** What an operator command reads of the server's configuration (the defaults without one). */
type OperatorConfig = Pick<ServerConfig, 'schoolTimeZone' | 'publicUrl' | 'port'>;

/**
 * Runs an operator command and answers what to print: the account and its one-time password
 * (stored only as its hash; password_expired set, so its owner chooses their own at once).
 * A reset also ends every session of the account.
 */
export async function runAccountsCommand(
  db: Database,
  command: AccountsCommand,
  now: Date,
  config: OperatorConfig = loadConfig({}),
): Promise<string> {
  const timeZone = config.schoolTimeZone;
  if (command.kind === 'export') {
    return exportAccountToFile(db, {
      email: command.email,
      out: command.out,
      now,
      timeZone,
      // The certificates' QR codes point at the platform's public address (HG_PUBLIC_URL, as the
      // server prints them); --origin is for an export meant for another address.
      origin: command.origin ?? publicOrigin(config),
    });
  }
  if (command.kind === 'erase') return eraseByOperator(db, command.email, now);
  if (command.kind === 'access-log') return accessLogReport(db, command.email, timeZone);
  if (command.kind === 'revoke-certificate' || command.kind === 'certificates') {
    const answer = await runCertificateCommand(db, command, now);
    if ('problem' in answer) throw new AccountsUsageError(answer.problem);
    return answer.output;
  }
  const existing = await findUserByEmail(db, command.email);
  const password = newOneTimePassword();
  const passwordHash = await hashPassword(password);
  if (command.kind === 'create') {
    if (existing) throw new AccountsUsageError(`An account with ${command.email} exists already.`);
    await insertUser(db, {
      email: command.email,
      name: command.name,
      role: command.role,
      isAdmin: command.admin,
      passwordHash,
      passwordExpired: true,
      schoolYear: command.schoolYear,
      // Only students have a journey to unlock (their first sign-in shows the introduction).
      journeyUnlockedAt: command.role === 'student' ? null : now,
    });
    return `Created ${command.role}${command.admin ? ' (admin)' : ''} ${command.email}. One-time password: ${password}`;
  }
  if (!existing) throw new AccountsUsageError(`No account has the e-mail ${command.email}.`);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, existing.id, passwordHash, true);
    await revokeOtherFamilies(tx, existing.id, null, now);
  });
  return `Reset ${command.email}: its sessions are ended. One-time password: ${password}`;
}
