import type { FastifyRequest } from 'fastify';
import type { Role } from '#common/auth/roles.ts';
import { authOf } from '../../auth/require-role.ts';

/** Who is looking at the journey, and with which progress. */
export interface Viewer {
  userId: string;
  role: Role;
  /** The user whose progress is shown: students only (others have no progress of their own). */
  progressUserId: string | null;
  /**
   * Professors see everything unlocked; visitors and sorintian get the student view without
   * progress, with every entity open (spec 01 module-detail access: other roles may open any
   * module but a final test), as nothing could ever unlock it for them.
   */
  seesEverything: boolean;
  /** When the viewer looks: test sessions open a test only within their time window. */
  now: Date;
}

export function viewerOf(request: FastifyRequest): Viewer {
  const { user_id: userId, role } = authOf(request);
  return {
    userId,
    role,
    progressUserId: role === 'student' ? userId : null,
    seesEverything: role !== 'student',
    now: new Date(request.server.services.clock()),
  };
}
