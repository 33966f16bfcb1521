import { defineEndpoint } from '../endpoint.ts';
import { serverStatusSchema } from './server-status.ts';

/**
 * The operator's view (issue 28 §6), under /api/tj. For users with the admin flag, which the
 * route checks (a flag, not a role); everyone else gets 404, as if the page did not exist.
 */
export const operationsEndpoints = {
  getServerStatus: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/operations/status',
    access: 'signed-in',
    summary:
      "Admins: database, disk, last backup, this process's requests, latency and refusals over the last hour.",
    response: serverStatusSchema,
    errors: [404],
  }),
};
