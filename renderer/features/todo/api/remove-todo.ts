import type { AxiosInstance } from 'axios';
import { idempotentTodoCall } from './todo-call.ts';

/** DELETE {api}/tech-journey/todolist/{id}: removes an entity (204; 409 "not saved" is quiet). */
export function removeTodo(
  api: AxiosInstance,
  entityId: string,
  onError: (message: string) => void,
): Promise<void> {
  return idempotentTodoCall(
    () =>
      api.delete(`/tech-journey/todolist/${encodeURIComponent(entityId)}`, {
        skipErrorToast: true,
      }),
    onError,
  );
}
