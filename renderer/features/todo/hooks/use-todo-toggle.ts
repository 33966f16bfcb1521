import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { invalidateEndpoints } from '../../../lib/query/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useTodoList } from '../api/get-todo-list.ts';
import { removeTodo } from '../api/remove-todo.ts';
import { saveTodo } from '../api/save-todo.ts';
import { readSavedEntities, toggleSavedEntity } from '../saved-entities.ts';

export interface TodoToggleState {
  readonly saved: boolean;
  readonly pending: boolean;
  toggle(): void;
}

/**
 * A student's switch: the state comes from the server's list; while a change is on its way the
 * wanted state shows at once, and the list is reloaded when it is done.
 */
export function useServerTodoToggle(entityId: string): TodoToggleState {
  const { http, queryClient, toasts } = useServices();
  const list = useTodoList();
  const mutation = useMutation({
    mutationFn: (save: boolean) =>
      (save ? saveTodo : removeTodo)(http, entityId, (message) => toasts.show('error', message)),
    onSettled: () => invalidateEndpoints(queryClient, [journeyEndpoints.getTodoList]),
  });
  const onServer = list.data?.some((entity) => entity.id === entityId) ?? false;
  const saved = mutation.isPending ? (mutation.variables ?? onServer) : onServer;
  return {
    saved,
    pending: list.isPending || mutation.isPending,
    toggle: () => mutation.mutate(!saved),
  };
}

/** Nobody signed in: the choice is kept on this machine and pushed after sign-in (useTodoSync). */
export function useLocalTodoToggle(entityId: string): TodoToggleState {
  const [saved, setSaved] = useState(() => readSavedEntities().includes(entityId));
  return {
    saved,
    pending: false,
    toggle: () => {
      toggleSavedEntity(entityId, !saved);
      setSaved(!saved);
    },
  };
}
