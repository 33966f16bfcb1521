import { privacyEndpoints } from '#common/api/privacy/endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';

/**
 * Erases one of the professor's students who asked for it (the account is anonymised). A refusal
 * arrives as a toast with the server's message.
 */
export function confirmErasure(http: ServiceClients, requestId: string): Promise<void> {
  return request(http, privacyEndpoints.confirmErasure, { params: { id: requestId } });
}
