import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { useServices } from '../../../lib/services/services-context.tsx';
import {
  classroomListSchema,
  classroomSchema,
  type Classroom,
} from '../../../../common/api/classrooms/index.ts';

/** Every query of this feature starts with this key, so one invalidation refreshes the page. */
export const CLASSROOMS_KEY = ['classrooms'] as const;

/** GET {api}/classroom/prof: the professor's classrooms, active and archived. */
export async function getClassrooms(api: AxiosInstance): Promise<Classroom[]> {
  const response = await api.get<unknown>('/classroom/prof');
  return classroomListSchema.parse(response.data);
}

export const classroomsQueryOptions = (api: AxiosInstance) =>
  queryOptions({ queryKey: [...CLASSROOMS_KEY, 'list'], queryFn: () => getClassrooms(api) });

export function useClassrooms() {
  const { http } = useServices();
  return useQuery(classroomsQueryOptions(http.api));
}

/** POST {api}/classroom with the spec's capital `Name`; errors are shown by the dialog. */
export async function createClassroom(api: AxiosInstance, name: string): Promise<Classroom> {
  const response = await api.post<unknown>('/classroom', { Name: name }, { skipErrorToast: true });
  return classroomSchema.parse(response.data);
}

/** PUT {api}/classroom/rename; errors are shown by the dialog. */
export async function renameClassroom(
  api: AxiosInstance,
  classroomId: string,
  name: string,
): Promise<Classroom> {
  const response = await api.put<unknown>(
    '/classroom/rename',
    { classroomid: classroomId, name },
    { skipErrorToast: true },
  );
  return classroomSchema.parse(response.data);
}

/** DELETE {api}/classroom?classroomid= */
export async function deleteClassroom(api: AxiosInstance, classroomId: string): Promise<void> {
  await api.delete('/classroom', { params: { classroomid: classroomId } });
}

/** POST {api}/classroom/archive/{id} or /classroom/unarchive/{id}. */
export async function setClassroomArchived(
  api: AxiosInstance,
  classroomId: string,
  archived: boolean,
): Promise<void> {
  const action = archived ? 'archive' : 'unarchive';
  await api.post(`/classroom/${action}/${encodeURIComponent(classroomId)}`);
}

/** A mutation of this feature that refreshes every classroom query once it has run. */
export function useClassroomMutation<Variables, Result>(
  run: (api: AxiosInstance, variables: Variables) => Promise<Result>,
) {
  const { http, queryClient } = useServices();
  return useMutation({
    mutationFn: (variables: Variables) => run(http.api, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: CLASSROOMS_KEY }),
  });
}
