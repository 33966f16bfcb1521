import { ssoEndpoints } from '#common/api/sso/endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';

/**
 * A one-time code for the events platform (single use, 60 s): the only thing of the session
 * that goes into its address. A failure shows the usual error toast.
 */
export async function createEventsSsoCode(http: ServiceClients): Promise<string> {
  const answer = await request(http, ssoEndpoints.issueSsoCode, { body: { audience: 'events' } });
  return answer.code;
}
