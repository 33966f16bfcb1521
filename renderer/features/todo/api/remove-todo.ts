import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { idempotentTodoCall } from './todo-call.ts';

/** Removes an entity from the to-do list (a 409 "not saved" is quiet). */
export function removeTodo(
  http: ServiceClients,
  entityId: string,
  onError: (message: string) => void,
): Promise<void> {
  return idempotentTodoCall(
    () =>
      request(
        http,
        journeyEndpoints.removeTodo,
        { params: { id: entityId } },
        { skipErrorToast: true },
      ),
    onError,
  );
}
