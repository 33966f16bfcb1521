import type { FastifyInstance } from 'fastify';
import type { Reply } from '#common/api/journey/questions.ts';
import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import type { AccessClaims } from '#common/auth/claims.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { route } from '../../http/endpoint-route.ts';
import { notifyQuestionReplied } from '../../notifications/notification-events.ts';
import { requireVisibleResource } from '../content/resources.ts';
import { viewerOf, type Viewer } from '../content/viewer.ts';
import {
  deleteOwn,
  insertQuestion,
  insertReply,
  insertReport,
  listQuestions,
  resourceOfQuestion,
  resourceOfReply,
} from './question-repository.ts';

/**
 * Questions and replies on a resource (common/api/journey/resource-endpoints.ts), under /api/tj.
 * Everyone who may open the resource reads them; students and professors write, delete their
 * own and report. Another user's question or reply, or one on a resource the caller may not
 * open, is 404.
 */
export async function questionRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  const now = () => new Date(services.clock());

  /** The question's resource must be one the viewer may open, or the question does not exist. */
  const requireVisiblePost = async (viewer: Viewer, resourceId: string | null) => {
    if (!resourceId) throw notFound();
    await requireVisibleResource(services.db, viewer, resourceId);
  };

  route(app, resourceEndpoints.listQuestions, async ({ params, request }) => {
    const viewer = viewerOf(request);
    await requireVisibleResource(services.db, viewer, params.id);
    return listQuestions(services.db, params.id, viewer.userId);
  });

  route(app, resourceEndpoints.createQuestion, async ({ body, auth, request }) => {
    const viewer = viewerOf(request);
    await requireVisibleResource(services.db, viewer, body.resource_id);
    const createdAt = now();
    const id = await insertQuestion(services.db, {
      resourceId: body.resource_id,
      userId: viewer.userId,
      text: body.text,
      now: createdAt,
    });
    return { ...ownPost(auth, id, body.text, createdAt), replies: [] };
  });

  route(app, resourceEndpoints.createReply, async ({ body, auth, request }) => {
    const viewer = viewerOf(request);
    await requireVisiblePost(viewer, await resourceOfQuestion(services.db, body.tj_question_id));
    const createdAt = now();
    const id = await services.db.transaction(async (tx) => {
      const replyId = await insertReply(tx, {
        questionId: body.tj_question_id,
        userId: viewer.userId,
        text: body.text,
        now: createdAt,
      });
      await notifyQuestionReplied(tx, {
        questionId: body.tj_question_id,
        replyId,
        replierId: viewer.userId,
        replierName: auth.name,
        now: createdAt,
      });
      return replyId;
    });
    return ownPost(auth, id, body.text, createdAt);
  });

  route(app, resourceEndpoints.deleteQuestion, async ({ params, auth }) => {
    if (!(await deleteOwn(services.db, 'questions', params.id, auth.user_id))) throw notFound();
  });

  route(app, resourceEndpoints.deleteReply, async ({ params, auth }) => {
    if (!(await deleteOwn(services.db, 'question_replies', params.id, auth.user_id))) {
      throw notFound();
    }
  });

  route(app, resourceEndpoints.reportQuestion, async ({ params, request }) => {
    const viewer = viewerOf(request);
    await requireVisiblePost(viewer, await resourceOfQuestion(services.db, params.id));
    if (!(await insertReport(services.db, 'question', params.id, viewer.userId, now()))) {
      throw conflict('Hai già segnalato questa domanda.');
    }
  });

  route(app, resourceEndpoints.reportReply, async ({ params, request }) => {
    const viewer = viewerOf(request);
    await requireVisiblePost(viewer, await resourceOfReply(services.db, params.id));
    if (!(await insertReport(services.db, 'reply', params.id, viewer.userId, now()))) {
      throw conflict('Hai già segnalato questa risposta.');
    }
  });
}

/** A post the caller has just written, as the list would show it to them. */
function ownPost(auth: AccessClaims, id: string, text: string, createdAt: Date): Reply {
  return {
    id,
    text,
    created_at: createdAt.toISOString(),
    author: { user_id: auth.user_id, name: auth.name },
    own: true,
  };
}
