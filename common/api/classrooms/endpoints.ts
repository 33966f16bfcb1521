import { defineEndpoint, EMPTY_ANSWER, fileAnswer, uploadBody } from '../endpoint.ts';
import { idParamsSchema } from '../journey/ids.ts';
import {
  classroomIdQuerySchema,
  classroomListSchema,
  classroomSchema,
  createClassroomRequestSchema,
  renameClassroomRequestSchema,
} from './classroom.ts';
import { invitationDecisionRequestSchema, pendingInvitationListSchema } from './invitations.ts';
import {
  addStudentRequestSchema,
  addedStudentSchema,
  archivedStudentListSchema,
  checkStudentQuerySchema,
  checkStudentResponseSchema,
  classroomStudentListSchema,
  exportStudentsRequestSchema,
  removeStudentQuerySchema,
} from './students.ts';
import {
  classroomTestSessionListSchema,
  openTestSessionRequestSchema,
  openTestSessionResponseSchema,
  sessionTestListSchema,
  studentTestSessionListSchema,
} from './test-session.ts';
import { STUDENT_UPLOAD_LIMITS, uploadStudentsResponseSchema } from './upload.ts';
import {
  credentialsParamsSchema,
  credentialsQuerySchema,
  resetPasswordResponseSchema,
  studentIdParamsSchema,
} from './credentials.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The professor's classroom management (spec 02 §7 "Classroom"), under /api/tj, professors only.
 * Another professor's classroom, student or invitation is 404, never 403, so ids cannot be probed.
 */
export const classroomEndpoints = {
  listClassrooms: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/classroom/prof',
    access: ['professor'],
    summary: "The caller's classrooms, active first, then by name.",
    response: classroomListSchema,
  }),
  createClassroom: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/classroom',
    access: ['professor'],
    summary: 'Creates a classroom (409 when an active one already has the name, in any case).',
    body: createClassroomRequestSchema,
    response: classroomSchema,
    status: 201,
  }),
  renameClassroom: defineEndpoint({
    service: 'api',
    method: 'PUT',
    path: '/classroom/rename',
    access: ['professor'],
    summary: 'Renames a classroom (409 when another active one has the name).',
    body: renameClassroomRequestSchema,
    response: classroomSchema,
  }),
  deleteClassroom: defineEndpoint({
    service: 'api',
    method: 'DELETE',
    path: '/classroom',
    access: ['professor'],
    summary: 'Deletes a classroom with its memberships and invitations.',
    query: classroomIdQuerySchema,
    response: EMPTY_ANSWER,
    status: 204,
  }),
  archiveClassroom: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/classroom/archive/:id',
    access: ['professor'],
    summary: 'Archives a classroom.',
    params: idParamsSchema,
    response: classroomSchema,
  }),
  unarchiveClassroom: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/classroom/unarchive/:id',
    access: ['professor'],
    summary: 'Makes an archived classroom active again (409 when its name is taken meanwhile).',
    params: idParamsSchema,
    response: classroomSchema,
  }),
  checkStudent: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/classroom/check-student',
    access: ['professor'],
    summary: 'Whether a student account has this e-mail, and its name.',
    query: checkStudentQuerySchema,
    response: checkStudentResponseSchema,
  }),
  listClassroomStudents: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/classroom/students/:id',
    access: ['professor'],
    summary: 'The students of one classroom, in every state, by name.',
    params: idParamsSchema,
    response: classroomStudentListSchema,
  }),
  addStudent: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/classroom/student',
    access: ['professor'],
    summary:
      'Adds a student by e-mail, enabled, creating the account when names are given (409 when already in the classroom).',
    body: addStudentRequestSchema,
    response: addedStudentSchema,
    status: 201,
  }),
  removeStudent: defineEndpoint({
    service: 'api',
    method: 'PATCH',
    path: '/classroom/remove',
    access: ['professor'],
    summary: 'Removes a student from one classroom.',
    query: removeStudentQuerySchema,
    response: EMPTY_ANSWER,
    status: 204,
  }),
  listArchivedStudents: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/student/archive',
    access: ['professor'],
    summary: "The students archived in any of the caller's classrooms.",
    response: archivedStudentListSchema,
  }),
  // A student's state changes in every classroom of the caller's where it applies; a student
  // in none of them is 404, one whose rows are all in other states 204, unchanged.
  disableStudent: defineEndpoint({
    service: 'api',
    method: 'PUT',
    path: '/student/disable/:id',
    access: ['professor'],
    summary: "Disables a student where enabled, in all the caller's classrooms.",
    params: idParamsSchema,
    response: EMPTY_ANSWER,
    status: 204,
  }),
  enableStudent: defineEndpoint({
    service: 'api',
    method: 'PUT',
    path: '/student/enable/:id',
    access: ['professor'],
    summary: "Enables a student where disabled, in all the caller's classrooms.",
    params: idParamsSchema,
    response: EMPTY_ANSWER,
    status: 204,
  }),
  archiveStudent: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/student/archive/:id',
    access: ['professor'],
    summary: "Archives a student where not archived, in all the caller's classrooms.",
    params: idParamsSchema,
    response: EMPTY_ANSWER,
    status: 204,
  }),
  unarchiveStudent: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/student/unarchive/:id',
    access: ['professor'],
    summary: "Enables a student where archived, in all the caller's classrooms.",
    params: idParamsSchema,
    response: EMPTY_ANSWER,
    status: 204,
  }),
  listPendingInvitations: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/classroom/pending',
    access: ['professor'],
    summary: "Students' pending requests to join one of the caller's classrooms.",
    response: pendingInvitationListSchema,
  }),
  confirmInvitation: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/classroom/confirm-invite',
    access: ['professor'],
    summary: 'Confirms a pending request: the student joins, enabled (409 when decided).',
    body: invitationDecisionRequestSchema,
    response: EMPTY_ANSWER,
    status: 204,
  }),
  rejectInvitation: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/classroom/reject-invite',
    access: ['professor'],
    summary: 'Rejects a pending request (409 when decided).',
    body: invitationDecisionRequestSchema,
    response: EMPTY_ANSWER,
    status: 204,
  }),
  /** Validates every row before writing; a bad file is 422 with details per row ("riga 3"). */
  uploadStudents: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/classroom/:id/upload-student',
    access: ['professor'],
    summary: 'Adds the students of a spreadsheet of e-mails (XLSX or CSV, field `file`).',
    params: idParamsSchema,
    body: uploadBody('file', STUDENT_UPLOAD_LIMITS.maxFileBytes),
    response: uploadStudentsResponseSchema,
  }),
  /** A single id that is not a student of the caller's classrooms makes the whole call 404. */
  exportStudents: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/student/export-for-professor',
    access: ['professor'],
    summary: 'An XLSX of these students, one row per classroom of the caller they are in.',
    body: exportStudentsRequestSchema,
    response: fileAnswer(XLSX),
  }),
  openTestSession: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/tech-journey/report/test/classrooms/open-session',
    access: ['professor'],
    summary: 'Lets these enabled students of the caller take a test for the next hour.',
    body: openTestSessionRequestSchema,
    response: openTestSessionResponseSchema,
    status: 201,
  }),
  /**
   * Not in spec 02: the one call behind the test-session picker, which used to join the levels,
   * each level's final test and the reports' test list in the browser (issue 7 §2). Named after
   * the classroom calls it serves; the list does not depend on a classroom.
   */
  listSessionTests: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/classroom/session-tests',
    access: ['professor'],
    summary: "The tests a session may be opened for: the levels' final tests, then other tests.",
    response: sessionTestListSchema,
  }),
  /** Not in spec 02 (issue 8): what a session shows the professor, per chosen student. */
  listClassroomTestSessions: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/classroom/:id/test-sessions',
    access: ['professor'],
    summary: "The caller's sessions for this classroom's students, with who took the test.",
    params: idParamsSchema,
    response: classroomTestSessionListSchema,
  }),
  /** Not in spec 02 (issue 8): the one student call here, behind the home page's notice. */
  listMyTestSessions: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/classroom/my-test-sessions',
    access: ['student'],
    summary: 'The sessions open now for the calling student: which test, until when.',
    response: studentTestSessionListSchema,
  }),
  /** Not in spec 02 (issue 11): the one-time passwords of accounts just created or reset. */
  downloadCredentials: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/classroom/credentials/:id',
    access: ['professor'],
    summary: 'The printable slips (PDF) or sheet (XLSX) of new passwords, once per format.',
    params: credentialsParamsSchema,
    query: credentialsQuerySchema,
    response: fileAnswer('application/pdf', XLSX),
  }),
  /** Not in spec 02 (issue 11): a student of one's classrooms forgot their password. */
  resetStudentPassword: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/classroom/student/:id/reset-password',
    access: ['professor'],
    summary: "Gives one's own student a new one-time password and ends their sessions.",
    params: studentIdParamsSchema,
    response: resetPasswordResponseSchema,
  }),
} as const;
