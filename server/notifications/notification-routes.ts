import type { FastifyInstance } from 'fastify';
import { notificationEndpoints } from '#common/api/notifications/endpoints.ts';
import { notFound } from '../http/http-error.ts';
import { route } from '../http/endpoint-route.ts';
import { deleteOwnNotifications, listNotifications, markRead } from './notification-repository.ts';

/**
 * The student's system notifications (common/api/notifications), under /api/tj. Every call is
 * about the caller's own rows; a deletion naming someone else's notification is 404 and deletes
 * nothing. Outside the journey lock: the bell is in the header on every page.
 */
export async function notificationRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.services;

  route(app, notificationEndpoints.listNotifications, async ({ auth }) =>
    listNotifications(db, auth.user_id),
  );

  route(app, notificationEndpoints.markNotificationsRead, async ({ body, auth }) => {
    await markRead(db, auth.user_id, body.ids, new Date(clock()));
  });

  route(app, notificationEndpoints.deleteNotifications, async ({ body, auth }) => {
    await db.transaction(async (tx) => {
      if (!(await deleteOwnNotifications(tx, auth.user_id, body.ids))) throw notFound();
    });
  });
}
