import { useMutation, type Query } from '@tanstack/react-query';
import type { Classroom } from '#common/api/classrooms/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { CLASSROOMS_KEY, classroomsQueryOptions, deleteClassroom } from './classrooms.ts';
import { classroomStudentsKey } from './students.ts';

/**
 * Deletes a classroom and forgets it at once. Refreshing every classroom query, as the other
 * mutations do, would ask the server again for the deleted classroom's students while their table
 * is still on screen, and get a 404: so the classroom leaves the cached list first (the page then
 * selects another one), its students' query is removed, and the refresh skips it.
 */
export function useDeleteClassroom() {
  const { http, queryClient } = useServices();
  const listKey = classroomsQueryOptions(http).queryKey;
  const isDeletedStudents = (classroomId: string) => (query: Query) =>
    JSON.stringify(query.queryKey) === JSON.stringify(classroomStudentsKey(classroomId));

  return useMutation({
    mutationFn: (classroomId: string) => deleteClassroom(http, classroomId),
    onSuccess: (_nothing, classroomId) => {
      queryClient.setQueryData<Classroom[]>(listKey, (list) =>
        list?.filter((classroom) => classroom.id !== classroomId),
      );
      queryClient.removeQueries({ queryKey: classroomStudentsKey(classroomId), exact: true });
    },
    onSettled: (_nothing, _error, classroomId) =>
      queryClient.invalidateQueries({
        queryKey: CLASSROOMS_KEY,
        predicate: (query) => !isDeletedStudents(classroomId)(query),
      }),
  });
}
