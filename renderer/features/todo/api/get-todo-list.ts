import { queryOptions, useQuery } from '@tanstack/react-query';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import type { Entity } from '#common/api/journey/entity.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';

/** The student's saved entities (students only). */
export function getTodoList(http: ServiceClients): Promise<Entity[]> {
  return request(http, journeyEndpoints.getTodoList, {});
}

export const todoListQueryKey = (userId: string) => ['todo', 'list', userId] as const;

export const todoListQueryOptions = (http: ServiceClients, userId: string) =>
  queryOptions({ queryKey: todoListQueryKey(userId), queryFn: () => getTodoList(http) });

/** The to-do list of the signed-in student; other roles have none and make no call (spec 01 §6). */
export function useTodoList() {
  const { http } = useServices();
  const { claims } = useSession();
  const userId = claims?.user_id ?? '';
  return useQuery({
    ...todoListQueryOptions(http, userId),
    enabled: claims?.role === 'student',
  });
}
