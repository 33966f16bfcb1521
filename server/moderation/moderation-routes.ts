import type { FastifyInstance } from 'fastify';
import { moderationEndpoints } from '#common/api/moderation/endpoints.ts';
import type { AccessClaims } from '#common/auth/claims.ts';
import { forbidden, notFound } from '../http/http-error.ts';
import { route } from '../http/endpoint-route.ts';
import { notifyPostModerated } from '../notifications/notification-events.ts';
import { findReportedPost, listReportedPosts, setPostHidden } from './moderation-repository.ts';

/** Moderating is for users with the admin flag (a flag, not a role: checked here). */
function requireAdmin(auth: AccessClaims): void {
  if (!auth.admin) throw forbidden();
}

/**
 * The moderation of reported questions and replies (common/api/moderation). A hidden post
 * disappears from the resource's questions for everyone (question-repository filters it); its
 * author is told, in the same transaction, and told again when it is restored.
 */
export async function moderationRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.services;

  route(app, moderationEndpoints.listReportedPosts, async ({ auth }) => {
    requireAdmin(auth);
    return listReportedPosts(db);
  });

  route(app, moderationEndpoints.moderatePost, async ({ params, body, auth }) => {
    requireAdmin(auth);
    const now = new Date(clock());
    return db.transaction(async (tx) => {
      const changed = await setPostHidden(tx, {
        kind: params.kind,
        id: params.id,
        hidden: body.hidden,
        moderatorId: auth.user_id,
        now,
      });
      if (changed) {
        await notifyPostModerated(tx, {
          kind: params.kind,
          id: params.id,
          authorId: changed.authorId,
          text: changed.text,
          hidden: body.hidden,
          now,
        });
      }
      const post = await findReportedPost(tx, params.kind, params.id);
      if (!post) throw notFound();
      return post;
    });
  });
}
