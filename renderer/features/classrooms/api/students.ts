import { queryOptions, useQuery } from '@tanstack/react-query';
import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import type { ArchivedStudent, ClassroomStudent } from '#common/api/classrooms/index.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { CLASSROOMS_KEY } from './classrooms.ts';

export function getClassroomStudents(
  http: ServiceClients,
  classroomId: string,
): Promise<ClassroomStudent[]> {
  return request(http, classroomEndpoints.listClassroomStudents, { params: { id: classroomId } });
}

/** The key of one classroom's students, under the feature's key like every other query. */
export const classroomStudentsKey = (classroomId: string) =>
  [...CLASSROOMS_KEY, 'students', classroomId] as const;

export function useClassroomStudents(classroomId: string) {
  const { http } = useServices();
  return useQuery(
    queryOptions({
      queryKey: classroomStudentsKey(classroomId),
      queryFn: () => getClassroomStudents(http, classroomId),
    }),
  );
}

/** The students archived in any of the professor's classrooms. */
export function getArchivedStudents(http: ServiceClients): Promise<ArchivedStudent[]> {
  return request(http, classroomEndpoints.listArchivedStudents, {});
}

export function useArchivedStudents() {
  const { http } = useServices();
  return useQuery({
    queryKey: [...CLASSROOMS_KEY, 'archived-students'],
    queryFn: () => getArchivedStudents(http),
  });
}

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
