import { useMutation, type Query } from '@tanstack/react-query';
import type { Classroom } from '#common/api/classrooms/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { CLASSROOMS_KEY, classroomsQueryOptions, deleteClassroom } from './classrooms.ts';
import { classroomStudentsKey } from './students.ts';
import { classroomTestSessionsKey } from './test-session.ts';

/**
 * Deletes a classroom and forgets it at once. Refreshing every classroom query, as the other
 * mutations do, would ask the server again for the deleted classroom's students while their table
 * is still on screen, and get a 404: so the classroom leaves the cached list first (the page then
 * selects another one), the queries of that classroom (students, test sessions) are removed, and
 * the refresh skips them.
 */
export function useDeleteClassroom() {
  const { http, queryClient } = useServices();
  const listKey = classroomsQueryOptions(http).queryKey;
  const keysOf = (classroomId: string) => [
    classroomStudentsKey(classroomId),
    classroomTestSessionsKey(classroomId),
  ];
  const isOfDeleted = (classroomId: string) => (query: Query) =>
    keysOf(classroomId).some((key) => JSON.stringify(query.queryKey) === JSON.stringify(key));

  return useMutation({
    mutationFn: (classroomId: string) => deleteClassroom(http, classroomId),
    onSuccess: (_nothing, classroomId) => {
      queryClient.setQueryData<Classroom[]>(listKey, (list) =>
        list?.filter((classroom) => classroom.id !== classroomId),
      );
      for (const queryKey of keysOf(classroomId)) {
        queryClient.removeQueries({ queryKey, exact: true });
      }
    },
    onSettled: (_nothing, _error, classroomId) =>
      queryClient.invalidateQueries({
        queryKey: CLASSROOMS_KEY,
        predicate: (query) => !isOfDeleted(classroomId)(query),
      }),
  });
}
