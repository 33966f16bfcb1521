import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account-routes.ts';

/**
 * The caller's own account under /api/tj (issue 11): password change, school year and admin
 * messages. Outside the journey lock: a student with a locked journey must be able to choose
 * their password. (The one-time credentials professors download are served by classrooms/,
 * under the /classroom prefix they are declared with.)
 */
export async function accountPlugin(app: FastifyInstance): Promise<void> {
  await app.register(accountRoutes);
}
