import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resourceEndpoints } from '#common/api/journey/resource-endpoints.ts';
import { route } from '../../http/endpoint-route.ts';
import { createQuestionsService } from '../../questions/questions-service.ts';
import { requireVisibleResource } from '../content/resources.ts';
import { viewerOf } from '../content/viewer.ts';

/**
 * Questions and replies on a resource (common/api/journey/resource-endpoints.ts), under /api/tj,
 * over the shared engine of server/questions. Everyone who may open the resource reads them;
 * students and professors write, delete their own and report. Another user's question or
 * reply, or one on a resource the caller may not open, is 404.
 */
export async function questionRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.services;
  const questions = createQuestionsService(db, clock);

  route(app, resourceEndpoints.listQuestions, async ({ params, request }) => {
    const viewer = viewerOf(request);
    await requireVisibleResource(db, viewer, params.id);
    return questions.list('resource', params.id, viewer.userId);
  });

  route(app, resourceEndpoints.createQuestion, async ({ body, auth, request }) => {
    await requireVisibleResource(db, viewerOf(request), body.resource_id);
    return questions.ask('resource', {
      subjectId: body.resource_id,
      author: auth,
      text: body.text,
    });
  });

  route(app, resourceEndpoints.createReply, async ({ body, auth, request }) => {
    const viewer = viewerOf(request);
    return questions.reply('resource', {
      questionId: body.tj_question_id,
      author: auth,
      text: body.text,
      mayAct: async (resourceId) => {
        await requireVisibleResource(db, viewer, resourceId);
      },
    });
  });

  route(app, resourceEndpoints.deleteQuestion, async ({ params, auth }) => {
    await questions.deleteOwn('question', params.id, auth.user_id);
  });

  route(app, resourceEndpoints.deleteReply, async ({ params, auth }) => {
    await questions.deleteOwn('reply', params.id, auth.user_id);
  });

  /** Only a post on a resource the reporter may open can be reported. */
  const reportOn = (post: 'question' | 'reply', id: string, request: FastifyRequest) => {
    const viewer = viewerOf(request);
    return questions.report(post, {
      id,
      userId: viewer.userId,
      mayAct: async (resourceId) => {
        await requireVisibleResource(db, viewer, resourceId);
      },
    });
  };

  route(app, resourceEndpoints.reportQuestion, async ({ params, request }) => {
    await reportOn('question', params.id, request);
  });

  route(app, resourceEndpoints.reportReply, async ({ params, request }) => {
    await reportOn('reply', params.id, request);
  });
}
