import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '#common/api/account/endpoints.ts';
import { nextSchoolYear } from '#common/api/account/school-year.ts';
import type { AccessClaims } from '#common/auth/claims.ts';
import { conflict, forbidden, notFound, validationFailed } from '../http/http-error.ts';
import { route } from '../http/endpoint-route.ts';
import { loadOwnProfile } from '../profile/profile-view.ts';
import {
  activeAdminMessages,
  insertAdminMessage,
  managedAdminMessages,
  withdrawAdminMessage,
} from './admin-message-repository.ts';
import { changeOwnPassword } from './password-change.ts';

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
    const next = nextSchoolYear(body.school_year);
    const rows = await db.query(
      `UPDATE users SET school_year = $3, graduated_at = CASE WHEN $4 THEN $5::timestamptz END
       WHERE id = $1 AND school_year = $2 AND graduated_at IS NULL RETURNING id`,
      [auth.user_id, body.school_year, next.schoolYear, next.graduated, new Date(clock())],
    );
    if (rows.length === 0) {
      throw conflict("L'anno scolastico è già stato aggiornato: ricarica la pagina.");
    }
    return loadOwnProfile(db, auth.user_id);
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
    const now = new Date(clock());
    const endsAt = body.ends_at ? new Date(body.ends_at) : null;
    if (endsAt && endsAt <= now) {
      throw validationFailed({ ends_at: 'La data di fine deve essere nel futuro.' });
    }
    return insertAdminMessage(db, {
      kind: body.kind,
      message: body.message,
      link: body.link ?? null,
      endsAt,
      createdBy: auth.user_id,
      now,
    });
  });

  route(app, accountEndpoints.withdrawAdminMessage, async ({ params, auth }) => {
    requireAdmin(auth);
    if (!(await withdrawAdminMessage(db, params.id, new Date(clock())))) throw notFound();
  });
}
