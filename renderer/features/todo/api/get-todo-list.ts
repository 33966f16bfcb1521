import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { entityListSchema, type Entity } from '../../../../common/api/journey/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';

/** GET {api}/tech-journey/todolist: the student's saved entities (students only). */
export async function getTodoList(api: AxiosInstance): Promise<Entity[]> {
  const response = await api.get<unknown>('/tech-journey/todolist');
  return entityListSchema.parse(response.data);
}

export const todoListQueryKey = (userId: string) => ['todo', 'list', userId] as const;

export const todoListQueryOptions = (api: AxiosInstance, userId: string) =>
  queryOptions({ queryKey: todoListQueryKey(userId), queryFn: () => getTodoList(api) });

/** The to-do list of the signed-in student; other roles have none and make no call (spec 01 §6). */
export function useTodoList() {
  const { http } = useServices();
  const { claims } = useSession();
  const userId = claims?.user_id ?? '';
  return useQuery({
    ...todoListQueryOptions(http.api, userId),
    enabled: claims?.role === 'student',
  });
}
