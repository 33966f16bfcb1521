import type { z } from 'zod';
import type {
  ManagedAdminMessage,
  publishAdminMessageRequestSchema,
} from '#common/api/account/admin-messages.ts';
import { nextSchoolYear } from '#common/api/account/school-year.ts';
import type { Queryable } from '../db/database.ts';
import { conflict, notFound, validationFailed } from '../http/http-error.ts';
import { loadOwnProfile } from '../profile/profile-view.ts';
import { advanceSchoolYear } from '../users/user-repository.ts';
import { insertAdminMessage, withdrawAdminMessage } from './admin-message-repository.ts';

/**
 * The year the client saw must still be the stored one: a second advance (another tab, a
 * retry) is a 409 instead of a skipped year. A graduated student stays graduated.
 */
export async function advanceOwnSchoolYear(db: Queryable, userId: string, seen: number, now: Date) {
  if (!(await advanceSchoolYear(db, userId, seen, nextSchoolYear(seen), now))) {
    throw conflict("L'anno scolastico è già stato aggiornato: ricarica la pagina.");
  }
  return loadOwnProfile(db, userId);
}

/** Publishes an admin message; one that would end before it starts is refused (422). */
export async function publishAdminMessage(
  db: Queryable,
  createdBy: string,
  body: z.infer<typeof publishAdminMessageRequestSchema>,
  now: Date,
): Promise<ManagedAdminMessage> {
  const endsAt = body.ends_at ? new Date(body.ends_at) : null;
  if (endsAt && endsAt <= now) {
    throw validationFailed({ ends_at: 'La data di fine deve essere nel futuro.' });
  }
  return insertAdminMessage(db, {
    kind: body.kind,
    message: body.message,
    link: body.link ?? null,
    endsAt,
    createdBy,
    now,
  });
}

/** Withdraws a message still shown; an unknown or already withdrawn one is 404. */
export async function withdrawAdminMessageOrFail(db: Queryable, id: string, now: Date) {
  if (!(await withdrawAdminMessage(db, id, now))) throw notFound();
}
