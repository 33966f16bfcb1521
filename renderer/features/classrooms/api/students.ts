import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';

export type StudentAction = 'enable' | 'disable' | 'archive' | 'unarchive';

const STATE_CHANGES = {
  enable: classroomEndpoints.enableStudent,
  disable: classroomEndpoints.disableStudent,
  archive: classroomEndpoints.archiveStudent,
  unarchive: classroomEndpoints.unarchiveStudent,
} as const;

/** The state change of a student (spec 02 §7), applied in all of this professor's classrooms. */
export function changeStudentState(
  http: ServiceClients,
  { studentId, action }: { studentId: string; action: StudentAction },
): Promise<void> {
  return request(http, STATE_CHANGES[action], { params: { id: studentId } });
}

/** Removes a student from one classroom. */
export function removeStudent(
  http: ServiceClients,
  { classroomId, studentId }: { classroomId: string; studentId: string },
): Promise<void> {
  return request(http, classroomEndpoints.removeStudent, {
    query: { classroomid: classroomId, student: studentId },
  });
}
