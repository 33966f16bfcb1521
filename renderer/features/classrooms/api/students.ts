import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { useServices } from '../../../lib/services/services-context.tsx';
import {
  archivedStudentListSchema,
  classroomStudentListSchema,
  type ArchivedStudent,
  type ClassroomStudent,
} from '../../../../common/api/classrooms/index.ts';
import { CLASSROOMS_KEY } from './classrooms.ts';

/** GET {api}/classroom/students/{id} */
export async function getClassroomStudents(
  api: AxiosInstance,
  classroomId: string,
): Promise<ClassroomStudent[]> {
  const response = await api.get<unknown>(`/classroom/students/${encodeURIComponent(classroomId)}`);
  return classroomStudentListSchema.parse(response.data);
}

export function useClassroomStudents(classroomId: string) {
  const { http } = useServices();
  return useQuery(
    queryOptions({
      queryKey: [...CLASSROOMS_KEY, 'students', classroomId],
      queryFn: () => getClassroomStudents(http.api, classroomId),
    }),
  );
}

/** GET {api}/student/archive */
export async function getArchivedStudents(api: AxiosInstance): Promise<ArchivedStudent[]> {
  const response = await api.get<unknown>('/student/archive');
  return archivedStudentListSchema.parse(response.data);
}

export function useArchivedStudents() {
  const { http } = useServices();
  return useQuery({
    queryKey: [...CLASSROOMS_KEY, 'archived-students'],
    queryFn: () => getArchivedStudents(http.api),
  });
}

export type StudentAction = 'enable' | 'disable' | 'archive' | 'unarchive';

/**
 * The state change of a student (spec 02 §7): enable and disable are PUT, archive and unarchive
 * POST. The server applies it in all of this professor's classrooms.
 */
export async function changeStudentState(
  api: AxiosInstance,
  { studentId, action }: { studentId: string; action: StudentAction },
): Promise<void> {
  const path = `/student/${action}/${encodeURIComponent(studentId)}`;
  if (action === 'enable' || action === 'disable') await api.put(path);
  else await api.post(path);
}

/** PATCH {api}/classroom/remove?classroomid=&student= */
export async function removeStudent(
  api: AxiosInstance,
  { classroomId, studentId }: { classroomId: string; studentId: string },
): Promise<void> {
  await api.patch('/classroom/remove', undefined, {
    params: { classroomid: classroomId, student: studentId },
  });
}
