import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ItemDetail } from '../../common/api/journey/item-detail.ts';
import { hexIdParamsSchema, idParamsSchema } from '../../common/api/journey/ids.ts';
import { requireRole } from '../auth/require-role.ts';
import { notFound } from '../http/http-error.ts';
import { parseRequest } from '../http/validate.ts';
import { loadItemDetail } from './content/item-detail.ts';
import { loadJourneyView, mayOpen } from './content/journey-view.ts';
import { viewerOf } from './content/viewer.ts';

/**
 * Module detail and a level's final test (spec 01 §7). Module-detail access: a student opens
 * only unlocked entities; nobody but professors gets a final test through module detail (final
 * tests are reached through /tech-journey/level/tests/{levelId}). Refusals are 404.
 */
export async function itemRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.services.db;

  const moduleDetail = async (request: FastifyRequest): Promise<ItemDetail> => {
    const { id } = parseRequest(hexIdParamsSchema, request.params);
    const viewer = viewerOf(request);
    const view = await loadJourneyView(db(), viewer);
    const viewed = view.byHexId.get(id);
    if (!mayOpen(viewer, viewed)) throw notFound();
    if (viewed.row.type === 'final_test' && viewer.role !== 'professor') throw notFound();
    return loadItemDetail(db(), viewer, viewed);
  };
  app.get('/tech-journey/:id', { preHandler: requireRole() }, moduleDetail);
  app.get('/tech-journey/:id/professor', { preHandler: requireRole('professor') }, moduleDetail);

  const levelTest = async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = parseRequest(idParamsSchema, request.params);
    const viewer = viewerOf(request);
    const view = await loadJourneyView(db(), viewer);
    const level = view.levels.find((candidate) => candidate.id === id);
    const finalTest = view.ordered.find(
      (viewed) => viewed.row.level_id === level?.id && viewed.row.type === 'final_test',
    );
    // No test, an unknown or hidden level, or a test still locked for this student: null, as
    // the spec's client expects ("null on failure"), and nothing about a locked test leaks.
    if (!level || !mayOpen(viewer, finalTest)) {
      return reply.type('application/json; charset=utf-8').send('null');
    }
    return loadItemDetail(db(), viewer, finalTest);
  };
  app.get('/tech-journey/level/tests/:id', { preHandler: requireRole() }, levelTest);
  app.get(
    '/tech-journey/level/tests/:id/professor',
    { preHandler: requireRole('professor') },
    levelTest,
  );
}
