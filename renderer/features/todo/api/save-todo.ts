import type { AxiosInstance } from 'axios';
import { idempotentTodoCall } from './todo-call.ts';

/** POST {api}/tech-journey/todolist/{id}: saves an entity (201; 409 "already saved" is quiet). */
export function saveTodo(
  api: AxiosInstance,
  entityId: string,
  onError: (message: string) => void,
): Promise<void> {
  return idempotentTodoCall(
    () =>
      api.post(`/tech-journey/todolist/${encodeURIComponent(entityId)}`, undefined, {
        skipErrorToast: true,
      }),
    onError,
  );
}
