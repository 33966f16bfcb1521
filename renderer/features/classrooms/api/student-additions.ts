import { classroomEndpoints } from '#common/api/classrooms/endpoints.ts';
import type {
  CheckStudentResponse,
  AddedStudent,
  UploadStudentsResponse,
} from '#common/api/classrooms/index.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';

/** Whether a student has this e-mail; the form shows the outcome next to the field. */
export function checkStudent(http: ServiceClients, email: string): Promise<CheckStudentResponse> {
  return request(
    http,
    classroomEndpoints.checkStudent,
    { query: { email } },
    { skipErrorToast: true },
  );
}

/**
 * Adds a student by e-mail, creating the account when names are given; a 422 or 409 is shown
 * next to its field.
 */
export function addStudent(
  http: ServiceClients,
  {
    classroomId,
    email,
    newAccount,
  }: {
    classroomId: string;
    email: string;
    newAccount?: { firstName: string; lastName: string; schoolYear: number | null };
  },
): Promise<AddedStudent> {
  return request(
    http,
    classroomEndpoints.addStudent,
    {
      body: {
        classroomid: classroomId,
        email,
        ...(newAccount
          ? {
              first_name: newAccount.firstName,
              last_name: newAccount.lastName,
              school_year: newAccount.schoolYear,
            }
          : {}),
      },
    },
    { skipErrorToast: true },
  );
}

/**
 * Uploads a spreadsheet of e-mails as multipart with the one declared file field. The server
 * validates every row before writing anything; its per-row errors are listed by the form.
 */
export function uploadStudents(
  http: ServiceClients,
  { classroomId, file }: { classroomId: string; file: File },
): Promise<UploadStudentsResponse> {
  const endpoint = classroomEndpoints.uploadStudents;
  const form = new FormData();
  form.append(endpoint.body.field, file, file.name);
  return request(
    http,
    endpoint,
    { params: { id: classroomId }, body: form },
    { skipErrorToast: true },
  );
}
