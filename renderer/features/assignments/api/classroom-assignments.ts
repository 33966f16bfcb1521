import { useQuery } from '@tanstack/react-query';
import { assignmentEndpoints } from '#common/api/assignments/endpoints.ts';
import type { UpdateAssignmentRequest } from '#common/api/assignments/index.ts';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import type { DownloadRequest } from '#common/ipc/downloads.ts';
import { downloadRequest } from '../../../lib/downloads/download-request.ts';
import { endpointQuery, useEndpointMutation } from '../../../lib/query/index.ts';

const { listClassroomAssignments } = assignmentEndpoints;

/** The classroom's assignments with what each student did; errors shown by the panel. */
export function useClassroomAssignments(classroomId: string) {
  return useQuery(
    endpointQuery(
      listClassroomAssignments,
      { params: { id: classroomId } },
      { request: { skipErrorToast: true } },
    ),
  );
}

/** The work the picker offers, loaded once the form opens (the same for every classroom). */
export function useAssignableWork(enabled: boolean) {
  return useQuery(
    endpointQuery(
      assignmentEndpoints.listAssignableWork,
      {},
      { request: { skipErrorToast: true }, enabled },
    ),
  );
}

/**
 * The live episodes whose recording the picker offers: those of the courses this classroom
 * follows, so they are asked per classroom once the form opens.
 */
export function useAssignableRecordings(classroomId: string, enabled: boolean) {
  return useQuery(
    endpointQuery(
      assignmentEndpoints.listAssignableRecordings,
      { params: { id: classroomId } },
      { request: { skipErrorToast: true }, enabled },
    ),
  );
}

/** The classroom's students, for choosing some of them (enabled ones only can be given work). */
export function useClassroomStudentsForAssignment(classroomId: string, enabled: boolean) {
  return useQuery(
    endpointQuery(
      classroomEndpoints.listClassroomStudents,
      { params: { id: classroomId } },
      {
        request: { skipErrorToast: true },
        enabled,
        select: (students) => students.filter((student) => student.state === 'enabled'),
      },
    ),
  );
}

/** Assigns work; the list is fetched again. Errors are shown by the form. */
export function useCreateAssignment() {
  return useEndpointMutation(assignmentEndpoints.createAssignment, {
    invalidates: [listClassroomAssignments],
    request: { skipErrorToast: true },
  });
}

export function useUpdateAssignment() {
  return useEndpointMutation(assignmentEndpoints.updateAssignment, {
    args: (input: { id: string } & UpdateAssignmentRequest) => ({
      params: { id: input.id },
      body: { due_local: input.due_local, note: input.note },
    }),
    invalidates: [listClassroomAssignments],
    request: { skipErrorToast: true },
  });
}

export function useWithdrawAssignment() {
  return useEndpointMutation(assignmentEndpoints.withdrawAssignment, {
    args: (id: string) => ({ params: { id } }),
    invalidates: [listClassroomAssignments],
  });
}

/** The class overview (students × assignments) as XLSX, through the download helper. */
export function overviewDownload(classroomId: string): DownloadRequest {
  return downloadRequest(
    assignmentEndpoints.exportAssignmentOverview,
    { params: { id: classroomId } },
    'compiti.xlsx',
  );
}
