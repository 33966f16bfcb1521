import { useEffect, useRef } from 'react';
import axios from 'axios';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { invalidateEndpoints } from '../../../lib/query/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { saveTodo } from '../api/save-todo.ts';
import { readSavedEntities, writeSavedEntities } from '../saved-entities.ts';

/**
 * Statuses that say nothing about the entity itself: the session (401, handled by the HTTP layer)
 * or the server's load (408, 429). Like network errors and 5xx, the id is kept to try again.
 */
const TRANSIENT_CLIENT_STATUSES: ReadonlySet<number> = new Set([401, 408, 429]);

/**
 * True when the server refused the id itself (any 4xx but the transient ones: an unknown or hidden
 * entity, a malformed id). Re-sending it would only fail again.
 */
function isRefusedForGood(error: unknown): boolean {
  const status = axios.isAxiosError(error) ? error.response?.status : undefined;
  return (
    status !== undefined && status >= 400 && status < 500 && !TRANSIENT_CLIENT_STATUSES.has(status)
  );
}

/**
 * Pushes the ids saved on this machine before sign-in to the server, one by one. An id leaves
 * local storage once the server accepted or refused it; it stays for the next attempt only after
 * a network error, a 5xx or a transient 4xx. The push runs in the background, so it shows no
 * error toast. Returns how many were saved on the server.
 */
export async function pushSavedEntities(http: ServiceClients): Promise<number> {
  const pending = readSavedEntities();
  let pushed = 0;
  for (const id of pending) {
    let settled: boolean;
    try {
      // 409 "already saved" resolves here too (idempotentTodoCall).
      await saveTodo(http, id, ignoreError);
      pushed += 1;
      settled = true;
    } catch (error) {
      settled = isRefusedForGood(error);
    }
    if (settled) writeSavedEntities(readSavedEntities().filter((saved) => saved !== id));
  }
  return pushed;
}

function ignoreError(): void {
  // Background push: a refused id is dropped quietly, a failed one is retried on the next page.
}

/**
 * Spec 01 §4: once a student is signed in, the locally saved entities go to the server and the
 * to-do list is reloaded. Other roles do nothing (the local ids stay untouched). Runs once per
 * signed-in user.
 */
export function useTodoSync(): void {
  const { http, queryClient } = useServices();
  const { claims } = useSession();
  const syncedFor = useRef<string | null>(null);
  const userId = claims?.role === 'student' ? claims.user_id : null;

  useEffect(() => {
    if (!userId || syncedFor.current === userId) return;
    syncedFor.current = userId;
    if (readSavedEntities().length === 0) return;
    void pushSavedEntities(http).then((pushed) => {
      if (pushed > 0) void invalidateEndpoints(queryClient, [journeyEndpoints.getTodoList]);
    });
  }, [userId, http, queryClient]);
}
