import { z } from 'zod';
import { idSchema } from '../journey/ids.ts';

/** GET /classroom/pending: students asking to join one of the caller's classrooms. */
export const pendingInvitationSchema = z.object({
  id: idSchema,
  classroom_id: idSchema,
  classroom_name: z.string(),
  student: z.object({ id: idSchema, name: z.string(), email: z.string() }),
  /** ISO 8601. */
  created_at: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;
export const pendingInvitationListSchema = z.array(pendingInvitationSchema);

/** POST /classroom/confirm-invite and /classroom/reject-invite: 204; not pending → 409. */
export const invitationDecisionRequestSchema = z.object({ invitation_id: idSchema });
export type InvitationDecisionRequest = z.infer<typeof invitationDecisionRequestSchema>;
