import type { FastifyInstance } from 'fastify';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { route } from '../http/endpoint-route.ts';
import { notFound } from '../http/http-error.ts';
import { loadItemDetail } from './content/item-detail.ts';
import { loadJourneyView, mayOpen } from './content/journey-view.ts';
import { viewerOf } from './content/viewer.ts';
import { withDraftPreview } from '../studio/preview/draft-preview.ts';

/**
 * Module detail and a level's final test (spec 01 §7). Module-detail access: a student opens
 * only unlocked entities; nobody but professors gets a final test through module detail (final
 * tests are reached through /tech-journey/level/tests/{levelId}). Refusals are 404.
 */
export async function itemRoutes(app: FastifyInstance): Promise<void> {
  for (const endpoint of [
    journeyEndpoints.getItemDetail,
    journeyEndpoints.getProfessorItemDetail,
  ]) {
    route(app, endpoint, async ({ params, request }) => {
      const viewer = viewerOf(request);
      return withDraftPreview(app, request, async (db) => {
        const viewed = (await loadJourneyView(db, viewer)).byHexId.get(params.id);
        if (!mayOpen(viewer, viewed)) throw notFound();
        if (viewed.row.type === 'final_test' && viewer.role !== 'professor') throw notFound();
        return loadItemDetail(db, viewer, viewed);
      });
    });
  }

  for (const endpoint of [journeyEndpoints.getLevelTest, journeyEndpoints.getProfessorLevelTest]) {
    route(app, endpoint, async ({ params, request }) => {
      const viewer = viewerOf(request);
      return withDraftPreview(app, request, async (db) => {
        const view = await loadJourneyView(db, viewer);
        const level = view.levels.find((candidate) => candidate.id === params.id);
        const finalTest = view.ordered.find(
          (viewed) => viewed.row.level_id === level?.id && viewed.row.type === 'final_test',
        );
        // No test, an unknown or hidden level, or a test still locked for this student: null,
        // as the spec's client expects ("null on failure"), and nothing about a locked test leaks.
        if (!level || !mayOpen(viewer, finalTest)) return null;
        return loadItemDetail(db, viewer, finalTest);
      });
    });
  }
}
