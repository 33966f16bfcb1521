import { forgetAssignedStudent } from '../../assignments/assignment-repository.ts';
import { forgetCertificateHolder } from '../../certificates/issued-certificate-repository.ts';
import type { Queryable } from '../../db/database.ts';
import {
  PERSONAL_TABLES,
  anonymiseUserRow,
  deleteOpenRequests,
  deleteOwnRows,
  deleteThrottleRowsOf,
  forgetDataAccessLog,
  renameInOthersNotifications,
} from './erasure-repository.ts';

/**
 * The anonymisation rule (issue 25 §3, docs/erasure-and-retention.md), run in ONE transaction by
 * the caller so an account is either wholly erased or untouched:
 *
 * - the users row STAYS: quiz attempts, attendance, progress, points, classroom memberships and
 *   certificates point at it, and the class's reports must still add up. It keeps its id, role
 *   and school year (class statistics group by it); its name becomes "Utente rimosso", its
 *   e-mail `rimosso-<id>@rimossi.invalid`, its password hash unusable, every personal column
 *   NULL/false, and erased_at is set;
 * - what is only the person's own is deleted: hobbies, skills, favourite tags, notifications,
 *   badge assertions, to-do list, "who looked" rows, sign-in throttle counters of the e-mail,
 *   their place on assignments and their reminder claims (and work given to them alone),
 *   one-time codes, LTI launches, chat tokens and memberships, every refresh token (so the next
 *   refresh fails everywhere);
 * - what they wrote for others stays, under "Utente rimosso": chat messages, questions and
 *   replies (chat usernames are derived from the name at read time, common/chat/chat-username.ts,
 *   so none keeps the old one); other users' notifications that named them are rewritten;
 * - survey responses stay: the results never show who answered (server/surveys), the response
 *   only points at the now anonymous row to keep one answer per student.
 */
interface AnonymiseStep {
  /** What the step forgets, for the reader and for failures. */
  what: string;
  run(tx: Queryable, account: ErasedAccount, now: Date): Promise<void>;
}

/** The account as it was before the erasure: the steps need its old e-mail and name. */
export interface ErasedAccount {
  id: string;
  email: string;
  name: string;
}

/**
 * The steps, in order. The row is rewritten last, after every step that needs the old e-mail or
 * name has found its rows. Issued certificates (issue 25 §5, migration 024) forget their holder's
 * name; the certificate itself stays for the school's record.
 */
export const ANONYMISE_STEPS: readonly AnonymiseStep[] = [
  ...PERSONAL_TABLES.map((table): AnonymiseStep => ({
    what: table,
    run: (tx, account) => deleteOwnRows(tx, table, account.id),
  })),
  { what: 'open requests and invitations', run: (tx, a) => deleteOpenRequests(tx, a.id) },
  { what: 'data access log', run: (tx, a) => forgetDataAccessLog(tx, a.id) },
  { what: 'sign-in throttle', run: (tx, a) => deleteThrottleRowsOf(tx, a.email) },
  {
    what: "others' notifications naming them",
    run: (tx, a) => renameInOthersNotifications(tx, a.id, a.name),
  },
  // Certificates already issued stay valid for the school's legal record (the code, what, hours,
  // date, issuer), without the holder's name or account (migration 024).
  { what: 'issued certificates', run: (tx, a) => forgetCertificateHolder(tx, a.id) },
  // Work given to them: their own rows go, the class's assignment stays (docs/assignments.md).
  { what: 'assignments given to them', run: (tx, a) => forgetAssignedStudent(tx, a.id) },
  { what: 'the users row', run: (tx, a, now) => anonymiseUserRow(tx, a.id, now) },
];

/** Runs every step on an open transaction (the caller's). */
export async function anonymiseAccount(
  tx: Queryable,
  account: ErasedAccount,
  now: Date,
): Promise<void> {
  for (const step of ANONYMISE_STEPS) {
    try {
      await step.run(tx, account, now);
    } catch (error) {
      // The transaction rolls back whole; the message says which step stopped it.
      throw new Error(`Erasure step "${step.what}" failed.`, { cause: error });
    }
  }
}
