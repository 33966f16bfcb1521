import type { Database } from '../db/database.ts';
import { conflict, notFound } from '../http/http-error.ts';
import { lockOwnInvitation, markInvitationRejected } from './invitation-repository.ts';
import { addMembership } from './membership-service.ts';

export type InvitationDecision = 'confirm' | 'reject';

/**
 * Confirms (the student joins, enabled) or rejects a pending request to join one of the
 * professor's classrooms. Another professor's invitation is 404; one already decided is 409.
 */
export async function decideInvitation(
  db: Database,
  professorId: string,
  invitationId: string,
  decision: InvitationDecision,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const invitation = await lockOwnInvitation(tx, professorId, invitationId);
    if (!invitation) throw notFound();
    if (invitation.state !== 'pending') {
      throw conflict('La richiesta è già stata confermata o rifiutata.');
    }
    if (decision === 'confirm') {
      await addMembership(tx, invitation.classroom_id, invitation.student_id, now);
    } else {
      await markInvitationRejected(tx, invitationId, now);
    }
  });
}
