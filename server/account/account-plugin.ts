import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account-routes.ts';
import { credentialRoutes } from './credential-routes.ts';

/**
 * Accounts and their settings under /api/tj (issue 11): password change, school year, admin
 * messages, and the one-time credentials of the accounts professors create or reset. Outside
 * the journey lock: a student with a locked journey must be able to choose their password.
 */
export async function accountPlugin(app: FastifyInstance): Promise<void> {
  await app.register(accountRoutes);
  await app.register(credentialRoutes);
}
