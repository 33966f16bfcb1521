import { defineEndpoint, EMPTY_ANSWER, fileAnswer } from '../endpoint.ts';
import { idParamsSchema } from '../journey/ids.ts';
import {
  assignableWorkListSchema,
  classroomAssignmentListSchema,
  classroomAssignmentSchema,
  createAssignmentRequestSchema,
  studentAssignmentListSchema,
  updateAssignmentRequestSchema,
} from './assignments.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Assignments (issue 29 §1) under /api/tj. Professors assign work to their own classrooms;
 * another professor's classroom or assignment is 404, never 403, so ids cannot be probed.
 * Students read their own «Compiti».
 */
export const assignmentEndpoints = {
  listAssignableWork: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/classroom/assignable-work',
    access: ['professor'],
    summary: 'What may be assigned: modules, lessons, quizzes, final tests, on-demand items.',
    response: assignableWorkListSchema,
  }),
  listAssignableRecordings: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/classroom/:id/assignable-recordings',
    access: ['professor'],
    summary: 'The live episodes whose recording may be assigned: those of the courses it follows.',
    params: idParamsSchema,
    response: assignableWorkListSchema,
    errors: [404],
  }),
  listClassroomAssignments: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/classroom/:id/assignments',
    access: ['professor'],
    studentData: 'classroom-records',
    summary: "The classroom's assignments, newest first, with who has done each and when.",
    params: idParamsSchema,
    response: classroomAssignmentListSchema,
    errors: [404],
  }),
  createAssignment: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/classroom/:id/assignments',
    access: ['professor'],
    studentData: 'classroom-records',
    summary: 'Assigns work to the whole classroom or to chosen students of it, and tells them.',
    params: idParamsSchema,
    body: createAssignmentRequestSchema,
    response: classroomAssignmentSchema,
    status: 201,
    errors: [404],
  }),
  updateAssignment: defineEndpoint({
    service: 'api',
    method: 'PATCH',
    path: '/assignments/:id',
    access: ['professor'],
    studentData: 'classroom-records',
    summary: "Changes an assignment's due moment and note.",
    params: idParamsSchema,
    body: updateAssignmentRequestSchema,
    response: classroomAssignmentSchema,
    errors: [404],
  }),
  withdrawAssignment: defineEndpoint({
    service: 'api',
    method: 'DELETE',
    path: '/assignments/:id',
    access: ['professor'],
    summary: 'Withdraws an assignment: it stays on record but opens and shows nothing any more.',
    params: idParamsSchema,
    response: EMPTY_ANSWER,
    status: 204,
    errors: [404],
  }),
  exportAssignmentOverview: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/classroom/:id/assignments/overview',
    access: ['professor'],
    studentData: 'classroom-records',
    summary: 'An XLSX of the classroom: one row per student, one column per assignment.',
    params: idParamsSchema,
    response: fileAnswer(XLSX),
    errors: [404],
  }),
  listMyAssignments: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/assignments/mine',
    access: ['student'],
    summary: "The calling student's assignments, by due moment (undated last).",
    response: studentAssignmentListSchema,
  }),
} as const;
