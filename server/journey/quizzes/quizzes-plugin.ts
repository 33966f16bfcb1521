import type { FastifyInstance } from 'fastify';
import { trackerRoutes } from '../tracker/tracker-routes.ts';
import { answersRoutes } from './answers-routes.ts';
import { quizRoutes } from './quiz-routes.ts';

/** Every route of the quizzes area (quizzes, final tests, answers, the video-lesson tracker), registered by tj-plugin. */
export async function quizzesPlugin(app: FastifyInstance): Promise<void> {
  await app.register(quizRoutes);
  await app.register(answersRoutes);
  await app.register(trackerRoutes);
}
