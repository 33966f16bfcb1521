import type { FastifyInstance } from 'fastify';
import { erasureRoutes } from './erasure-routes.ts';

/** Erasure of a student's account (issue 25 §3), registered by tj-plugin. */
export async function erasurePlugin(app: FastifyInstance): Promise<void> {
  await app.register(erasureRoutes);
}
