import type { FastifyInstance } from 'fastify';
import { sendJsonNotFound } from '../http/not-found.ts';
import { surveyRoutes } from './survey-routes.ts';

/** The surveys service of API.md (prefix /api/surveys): common/api/surveys/endpoints.ts. */
export async function surveysPlugin(app: FastifyInstance): Promise<void> {
  app.setNotFoundHandler(sendJsonNotFound);
  await app.register(surveyRoutes);
}
