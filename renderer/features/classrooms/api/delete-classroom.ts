import { hashKey, useMutation, type Query } from '@tanstack/react-query';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { endpointKey, endpointQueryKey, setEndpointData } from '../../../lib/query/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { CLASSROOM_PAGE_READS, deleteClassroom } from './classrooms.ts';

/** The cached answers that belong to one classroom (its students, its test sessions). */
const keysOf = (classroomId: string) => [
  endpointQueryKey(classroomEndpoints.listClassroomStudents, { params: { id: classroomId } }),
  endpointQueryKey(classroomEndpoints.listClassroomTestSessions, { params: { id: classroomId } }),
];

const PAGE_READS = new Set(CLASSROOM_PAGE_READS.map((endpoint) => hashKey(endpointKey(endpoint))));
const isOfPage = (query: Query) => PAGE_READS.has(hashKey(query.queryKey.slice(0, 3)));

/**
 * Deletes a classroom and forgets it at once. Refreshing every classroom query, as the other
 * mutations do, would ask the server again for the deleted classroom's students while their table
 * is still on screen, and get a 404: so the classroom leaves the cached list first (the page then
 * selects another one), the queries of that classroom (students, test sessions) are removed, and
 * the refresh skips them.
 */
export function useDeleteClassroom() {
  const { http, queryClient } = useServices();
  return useMutation({
    mutationFn: (classroomId: string) => deleteClassroom(http, classroomId),
    onSuccess: (_nothing, classroomId) => {
      setEndpointData(queryClient, classroomEndpoints.listClassrooms, {}, (list) =>
        list?.filter((classroom) => classroom.id !== classroomId),
      );
      for (const queryKey of keysOf(classroomId)) {
        queryClient.removeQueries({ queryKey, exact: true });
      }
    },
    onSettled: (_nothing, _error, classroomId) => {
      const deleted = new Set(keysOf(classroomId).map(hashKey));
      return queryClient.invalidateQueries({
        predicate: (query) => isOfPage(query) && !deleted.has(query.queryHash),
      });
    },
  });
}
