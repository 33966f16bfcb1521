import type { FastifyInstance } from 'fastify';
import { itemRoutes } from './item-routes.ts';
import { levelsRoutes } from './levels-routes.ts';
import { questionRoutes } from './questions/question-routes.ts';
import { rankingRoutes } from './ranking-routes.ts';
import { resourceRoutes } from './resource-routes.ts';
import { todolistRoutes } from './todolist-routes.ts';

/** Every learning-journey route of S1 (levels, items, resources, questions, ratings, to-do). */
export async function journeyContentPlugin(app: FastifyInstance): Promise<void> {
  await app.register(levelsRoutes);
  await app.register(itemRoutes);
  await app.register(resourceRoutes);
  await app.register(questionRoutes);
  await app.register(rankingRoutes);
  await app.register(todolistRoutes);
}
