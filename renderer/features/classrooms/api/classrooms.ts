import { useMutation } from '@tanstack/react-query';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { privacyEndpoints } from '#common/api/privacy/endpoints.ts';
import type { Classroom } from '#common/api/classrooms/index.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { invalidateEndpoints } from '../../../lib/query/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/**
 * What the classrooms page reads: a change made on the page refreshes all of it (a student's
 * state shows in every classroom, the archive and the test sessions; an erased student leaves
 * the erasure requests and shows anonymised in the classrooms).
 */
export const CLASSROOM_PAGE_READS = [
  classroomEndpoints.listClassrooms,
  classroomEndpoints.listClassroomStudents,
  classroomEndpoints.listArchivedStudents,
  classroomEndpoints.listPendingInvitations,
  classroomEndpoints.listSessionTests,
  classroomEndpoints.listClassroomTestSessions,
  privacyEndpoints.listErasureRequests,
];

/** Creates a classroom, with the spec's capital `Name`; errors are shown by the dialog. */
export function createClassroom(http: ServiceClients, name: string): Promise<Classroom> {
  return request(
    http,
    classroomEndpoints.createClassroom,
    { body: { Name: name } },
    { skipErrorToast: true },
  );
}

/** Renames a classroom; errors are shown by the dialog. */
export function renameClassroom(
  http: ServiceClients,
  classroomId: string,
  name: string,
): Promise<Classroom> {
  return request(
    http,
    classroomEndpoints.renameClassroom,
    { body: { classroomid: classroomId, name } },
    { skipErrorToast: true },
  );
}

export function deleteClassroom(http: ServiceClients, classroomId: string): Promise<void> {
  return request(http, classroomEndpoints.deleteClassroom, {
    query: { classroomid: classroomId },
  });
}

/** Archives or unarchives a classroom. */
export async function setClassroomArchived(
  http: ServiceClients,
  classroomId: string,
  archived: boolean,
): Promise<void> {
  const endpoint = archived
    ? classroomEndpoints.archiveClassroom
    : classroomEndpoints.unarchiveClassroom;
  await request(http, endpoint, { params: { id: classroomId } });
}

/** A mutation of this feature that refreshes every classroom query once it has run. */
export function useClassroomMutation<Variables, Result>(
  run: (http: ServiceClients, variables: Variables) => Promise<Result>,
) {
  const { http, queryClient } = useServices();
  return useMutation({
    mutationFn: (variables: Variables) => run(http, variables),
    onSettled: () => invalidateEndpoints(queryClient, CLASSROOM_PAGE_READS),
  });
}
