import type { FastifyInstance } from 'fastify';
import { authRoutes } from '../auth/auth-routes.ts';
import { journeyContentRoutes } from '../journey/journey-content-routes.ts';
import { journeyRoutes } from '../journey/journey-routes.ts';
import { quizServiceRoutes } from '../journey/quizzes/quiz-service-routes.ts';
import { sendJsonNotFound } from '../http/not-found.ts';

/** The learning-journey and users service (API.md prefix /api/tj). */
export async function tjService(app: FastifyInstance): Promise<void> {
  app.setNotFoundHandler(sendJsonNotFound);
  await app.register(authRoutes);
  await app.register(journeyRoutes);
  await app.register(journeyContentRoutes);
  await app.register(quizServiceRoutes);
}
