import type { AxiosInstance } from 'axios';
import {
  checkStudentResponseSchema,
  classroomStudentSchema,
  uploadStudentsResponseSchema,
  type CheckStudentResponse,
  type ClassroomStudent,
  type UploadStudentsResponse,
} from '../../../../common/api/classrooms/index.ts';

/** GET {api}/classroom/check-student?email=; the form shows the outcome next to the field. */
export async function checkStudent(
  api: AxiosInstance,
  email: string,
): Promise<CheckStudentResponse> {
  const response = await api.get<unknown>('/classroom/check-student', {
    params: { email },
    skipErrorToast: true,
  });
  return checkStudentResponseSchema.parse(response.data);
}

/** POST {api}/classroom/student; a 422 or 409 is shown next to the e-mail field. */
export async function addStudent(
  api: AxiosInstance,
  { classroomId, email }: { classroomId: string; email: string },
): Promise<ClassroomStudent> {
  const response = await api.post<unknown>(
    '/classroom/student',
    { classroomid: classroomId, email },
    { skipErrorToast: true },
  );
  return classroomStudentSchema.parse(response.data);
}

/**
 * POST {api}/classroom/{id}/upload-student as multipart with the one field `file`. The server
 * validates every row before writing anything; its per-row errors are listed by the form.
 */
export async function uploadStudents(
  api: AxiosInstance,
  { classroomId, file }: { classroomId: string; file: File },
): Promise<UploadStudentsResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await api.post<unknown>(
    `/classroom/${encodeURIComponent(classroomId)}/upload-student`,
    form,
    { skipErrorToast: true },
  );
  return uploadStudentsResponseSchema.parse(response.data);
}
