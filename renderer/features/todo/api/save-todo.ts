import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { idempotentTodoCall } from './todo-call.ts';

/** Saves an entity in the to-do list (a 409 "already saved" is quiet). */
export function saveTodo(
  http: ServiceClients,
  entityId: string,
  onError: (message: string) => void,
): Promise<void> {
  return idempotentTodoCall(
    () =>
      request(
        http,
        journeyEndpoints.saveTodo,
        { params: { id: entityId } },
        { skipErrorToast: true },
      ),
    onError,
  );
}
