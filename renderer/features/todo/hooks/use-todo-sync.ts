import { useEffect, useRef } from 'react';
import type { AxiosInstance } from 'axios';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { todoListQueryKey } from '../api/get-todo-list.ts';
import { saveTodo } from '../api/save-todo.ts';
import { readSavedEntities, writeSavedEntities } from '../saved-entities.ts';

/**
 * Pushes the ids saved on this machine before sign-in to the server, one by one; each id the
 * server accepted (or already had, 409) leaves local storage, an id that failed stays for the
 * next attempt. Returns how many were pushed.
 */
export async function pushSavedEntities(
  api: AxiosInstance,
  onError: (message: string) => void,
): Promise<number> {
  const pending = readSavedEntities();
  let pushed = 0;
  for (const id of pending) {
    try {
      await saveTodo(api, id, onError);
      pushed += 1;
      writeSavedEntities(readSavedEntities().filter((saved) => saved !== id));
    } catch {
      // Kept locally; the next page that syncs tries again.
    }
  }
  return pushed;
}

/**
 * Spec 01 §4: once a student is signed in, the locally saved entities go to the server and the
 * to-do list is reloaded. Other roles do nothing (the local ids stay untouched). Runs once per
 * signed-in user.
 */
export function useTodoSync(): void {
  const { http, queryClient, toasts } = useServices();
  const { claims } = useSession();
  const syncedFor = useRef<string | null>(null);
  const userId = claims?.role === 'student' ? claims.user_id : null;

  useEffect(() => {
    if (!userId || syncedFor.current === userId) return;
    syncedFor.current = userId;
    if (readSavedEntities().length === 0) return;
    void pushSavedEntities(http.api, (message) => toasts.show('error', message)).then((pushed) => {
      if (pushed > 0) void queryClient.invalidateQueries({ queryKey: todoListQueryKey(userId) });
    });
  }, [userId, http, queryClient, toasts]);
}
