import type { FastifyInstance } from 'fastify';
import { answersRoutes } from './answers-routes.ts';
import { quizRoutes } from './quiz-routes.ts';

/** Every route of the quizzes area (quizzes, final tests, answers), registered by tj-service. */
export async function quizServiceRoutes(app: FastifyInstance): Promise<void> {
  await app.register(quizRoutes);
  await app.register(answersRoutes);
}
