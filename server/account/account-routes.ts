import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '#common/api/account/endpoints.ts';
import type { AccessClaims } from '#common/auth/claims.ts';
import { forbidden } from '../http/http-error.ts';
import { route } from '../http/endpoint-route.ts';
import {
  advanceOwnSchoolYear,
  publishAdminMessage,
  withdrawAdminMessageOrFail,
} from './account-service.ts';
import { activeAdminMessages, managedAdminMessages } from './admin-message-repository.ts';
import { changeOwnPassword } from './password-service.ts';

/** Publishing messages is for users with the admin flag (a flag, not a role: checked here). */
function requireAdmin(auth: AccessClaims): void {
  if (!auth.admin) throw forbidden();
}

/** Password, school year and admin messages (spec 02 §7 settings). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  const { db, clock } = services;

  route(app, accountEndpoints.changePassword, async ({ body, auth, request }) => {
    await changeOwnPassword(services, {
      userId: auth.user_id,
      sessionId: auth.sid ?? null,
      oldPassword: body.oldPassword,
      newPassword: body.newPassword,
      address: request.ip,
    });
  });

  // The year the client saw must still be the stored one: a second advance (another tab, a
  // retry) is a 409 instead of a skipped year. A graduated student stays graduated.
  route(app, accountEndpoints.advanceSchoolYear, async ({ body, auth }) => {
    return advanceOwnSchoolYear(db, auth.user_id, body.school_year, new Date(clock()));
  });

  route(app, accountEndpoints.getAdminMessages, async () =>
    activeAdminMessages(db, new Date(clock())),
  );

  route(app, accountEndpoints.listManagedAdminMessages, async ({ auth }) => {
    requireAdmin(auth);
    return managedAdminMessages(db);
  });

  route(app, accountEndpoints.publishAdminMessage, async ({ body, auth }) => {
    requireAdmin(auth);
    return publishAdminMessage(db, auth.user_id, body, new Date(clock()));
  });

  route(app, accountEndpoints.withdrawAdminMessage, async ({ params, auth }) => {
    requireAdmin(auth);
    await withdrawAdminMessageOrFail(db, params.id, new Date(clock()));
  });
}
