import type { ErasureRequest, ErasureState } from '#common/api/privacy/privacy.ts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { anonymiseAccount } from './anonymise.ts';
import {
  cancelPendingRequestOf,
  findPendingRequestOf,
  findUserIdByEmail,
  insertPendingRequest,
  listPendingRequestsOfProfessor,
  lockErasableUser,
  lockPendingRequestOfProfessor,
  markRequestDone,
} from './erasure-repository.ts';
import { OperatorCommandError } from '../../account/operator-command-error.ts';

/**
 * Erasure requests and their confirmation (issue 25 §3). A student asks; a professor of theirs
 * (one who owns a classroom the student is in, in any state) or an operator confirms, and the
 * account is anonymised in the same transaction (anonymise.ts). Anything a professor may not
 * confirm is 404 (API.md), so request ids cannot be probed.
 */

export async function getErasureState(db: Database, userId: string): Promise<ErasureState> {
  const pending = await findPendingRequestOf(db, userId);
  return pending
    ? { state: 'pending', requested_at: pending.requested_at.toISOString() }
    : { state: 'none', requested_at: null };
}

/** Asks for erasure; asking again while one is pending answers that one (idempotent). */
export async function requestErasure(
  db: Database,
  userId: string,
  now: Date,
): Promise<ErasureState> {
  await insertPendingRequest(db, userId, now);
  return getErasureState(db, userId);
}

export async function cancelErasure(
  db: Database,
  userId: string,
  now: Date,
): Promise<ErasureState> {
  await cancelPendingRequestOf(db, userId, now);
  return getErasureState(db, userId);
}

export async function listErasureRequests(
  db: Database,
  professorId: string,
): Promise<ErasureRequest[]> {
  const rows = await listPendingRequestsOfProfessor(db, professorId);
  return rows.map((row) => ({ ...row, requested_at: row.requested_at.toISOString() }));
}

/** A professor confirms a pending request of one of their students: 404 for anything else. */
export async function confirmErasure(
  db: Database,
  professorId: string,
  requestId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Locked, so a second confirmation waits and then finds the request done: 404.
    const request = await lockPendingRequestOfProfessor(tx, requestId, professorId);
    if (!request) throw notFound();
    const account = await lockErasableUser(tx, request.user_id);
    if (!account) throw notFound();
    await anonymiseAccount(tx, account, now);
    await markRequestDone(tx, account.id, professorId, now);
  });
}

/** Why the operator's erasure did nothing. */
export class OperatorErasureError extends OperatorCommandError {}

/**
 * The operator erases any account by e-mail (`npm run accounts -- erase`), with or without a
 * request; a pending one is closed as done by the operator. Answers the line to print.
 */
export async function eraseByOperator(db: Database, email: string, now: Date): Promise<string> {
  const userId = await findUserIdByEmail(db, email);
  if (!userId) throw new OperatorErasureError(`No account has the e-mail ${email}.`);
  await db.transaction(async (tx) => {
    const account = await lockErasableUser(tx, userId);
    if (!account) throw new OperatorErasureError(`The account ${email} is already erased.`);
    await anonymiseAccount(tx, account, now);
    await markRequestDone(tx, account.id, null, now);
  });
  return `Erased ${email}: the account is now "Utente rimosso" (id ${userId}), its sessions are ended.`;
}
