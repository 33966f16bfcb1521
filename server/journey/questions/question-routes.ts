import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParamsSchema } from '../../../common/api/journey/ids.ts';
import {
  postQuestionRequestSchema,
  postReplyRequestSchema,
  type Question,
  type Reply,
} from '../../../common/api/journey/questions.ts';
import { authOf, requireRole } from '../../auth/require-role.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { parseRequest } from '../../http/validate.ts';
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
 * Questions and replies on a resource (spec 01 §7). Everyone who may open the resource reads
 * them; students and professors write, delete their own and report (visitors and sorintian
 * read only: 403). Another user's question or reply, or one on a resource the caller may not
 * open, is 404.
 */
export async function questionRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.services.db;
  const now = () => new Date(app.services.clock());
  const writers = { preHandler: requireRole('student', 'professor') };

  /** The question's resource must be one the viewer may open, or the question does not exist. */
  const requireVisiblePost = async (viewer: Viewer, resourceId: string | null) => {
    if (!resourceId) throw notFound();
    await requireVisibleResource(db(), viewer, resourceId);
  };

  app.get(
    '/tech-journey/questions/:id',
    { preHandler: requireRole() },
    async (request): Promise<Question[]> => {
      const { id } = parseRequest(idParamsSchema, request.params);
      const viewer = viewerOf(request);
      await requireVisibleResource(db(), viewer, id);
      return listQuestions(db(), id, viewer.userId);
    },
  );

  app.post('/tech-journey/questions', writers, async (request, reply) => {
    const body = parseRequest(postQuestionRequestSchema, request.body);
    const viewer = viewerOf(request);
    await requireVisibleResource(db(), viewer, body.resource_id);
    const createdAt = now();
    const id = await insertQuestion(db(), {
      resourceId: body.resource_id,
      userId: viewer.userId,
      text: body.text,
      now: createdAt,
    });
    return reply
      .status(201)
      .send({ ...post(request, id, body.text, createdAt), replies: [] } satisfies Question);
  });

  app.post('/tech-journey/questions/reply', writers, async (request, reply) => {
    const body = parseRequest(postReplyRequestSchema, request.body);
    const viewer = viewerOf(request);
    await requireVisiblePost(viewer, await resourceOfQuestion(db(), body.tj_question_id));
    const createdAt = now();
    const id = await insertReply(db(), {
      questionId: body.tj_question_id,
      userId: viewer.userId,
      text: body.text,
      now: createdAt,
    });
    return reply.status(201).send(post(request, id, body.text, createdAt));
  });

  app.delete('/tech-journey/questions/:id', writers, async (request, reply) => {
    const { id } = parseRequest(idParamsSchema, request.params);
    if (!(await deleteOwn(db(), 'questions', id, viewerOf(request).userId))) throw notFound();
    return reply.status(204).send();
  });

  app.delete('/tech-journey/questions/reply/:id', writers, async (request, reply) => {
    const { id } = parseRequest(idParamsSchema, request.params);
    if (!(await deleteOwn(db(), 'question_replies', id, viewerOf(request).userId))) {
      throw notFound();
    }
    return reply.status(204).send();
  });

  app.post('/tech-journey/questions/report/:id', writers, async (request, reply) => {
    const { id } = parseRequest(idParamsSchema, request.params);
    const viewer = viewerOf(request);
    await requireVisiblePost(viewer, await resourceOfQuestion(db(), id));
    if (!(await insertReport(db(), 'question', id, viewer.userId, now()))) {
      throw conflict('Hai già segnalato questa domanda.');
    }
    return reply.status(204).send();
  });

  app.post('/tech-journey/questions/reply/report/:id', writers, async (request, reply) => {
    const { id } = parseRequest(idParamsSchema, request.params);
    const viewer = viewerOf(request);
    await requireVisiblePost(viewer, await resourceOfReply(db(), id));
    if (!(await insertReport(db(), 'reply', id, viewer.userId, now()))) {
      throw conflict('Hai già segnalato questa risposta.');
    }
    return reply.status(204).send();
  });
}

function post(request: FastifyRequest, id: string, text: string, createdAt: Date): Reply {
  const { user_id: userId, name } = authOf(request);
  return {
    id,
    text,
    created_at: createdAt.toISOString(),
    author: { user_id: userId, name },
    own: true,
  };
}
