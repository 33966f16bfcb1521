import { z } from 'zod';
import { defineEndpoint, fileAnswer } from '../endpoint.ts';
import {
  classroomLiveTestsSchema,
  classroomParamsSchema,
  courseIdParamsSchema,
  liveAllCertificatesQuerySchema,
  liveCertificateStudentsQuerySchema,
  liveCourseCertificatesSchema,
  liveStatsSchema,
  obtainedLiveCertificateSchema,
  obtainedParticipationCertificateSchema,
  studentLiveStatsQuerySchema,
  studentLiveStatsSchema,
} from '../live/reports.ts';
import { attemptParamsSchema, classroomQuizParamsSchema } from './requests.ts';
import { attemptDetailSchema, certificateStudentsSchema, testAttemptsSchema } from './responses.ts';

const ZIP = 'application/zip';

/**
 * The reports service's calls about live courses (spec 02 §7 "Reports API", prefix
 * /api/reports): a classroom's live quiz attempts and tests, the certificates obtained, the
 * stats of a course or of one student, one attempt with its answers, and the certificates' ZIP.
 * Only about the professor's own students; another classroom or student is 404. The files
 * served under /api/live are common/api/live/report-endpoints.ts.
 */
export const liveCourseReportEndpoints = {
  downloadAllLiveCertificatesReport: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/certificates/live/download/all',
    access: ['professor'],
    summary: 'The same ZIP from the reports service (400 when nobody passed).',
    query: liveAllCertificatesQuerySchema,
    response: fileAnswer(ZIP),
    errors: [404],
  }),
  listClassroomLiveAttempts: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/classrooms/lives/:classroomId/:quizId',
    access: ['professor'],
    studentData: 'classroom-records',
    summary: "The terminated attempts of a live quiz by a classroom's students, newest first.",
    params: classroomQuizParamsSchema,
    response: testAttemptsSchema,
    errors: [404],
  }),
  getLiveAttempt: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/live/attempts/:attemptId',
    access: ['professor'],
    studentData: 'classroom-records',
    summary: "A live quiz attempt of one of the professor's students, every answer marked.",
    params: attemptParamsSchema,
    response: attemptDetailSchema,
    errors: [404],
  }),
  listClassroomLiveTests: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/classrooms/lives/tests/:classroomId',
    access: ['professor'],
    summary: 'The live quizzes of the courses a classroom follows, with who took and passed them.',
    params: classroomParamsSchema,
    response: classroomLiveTestsSchema,
  }),
  listLiveCourseCertificates: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/certificates/live/:courseId',
    access: ['professor'],
    summary: "Each live quiz's certificates of the course, counted per classroom of the professor.",
    params: courseIdParamsSchema,
    response: liveCourseCertificatesSchema,
    errors: [404],
  }),
  listLiveCertificateStudents: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/certificates/live/students',
    access: ['professor'],
    studentData: 'classroom-records',
    summary: "A classroom's students with the day they obtained the live certificate (or null).",
    query: liveCertificateStudentsQuerySchema,
    response: certificateStudentsSchema,
    errors: [404],
  }),
  getStudentLiveStats: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/stats/lives',
    access: ['professor'],
    studentData: 'classroom-records',
    summary: "One student's presence per started episode of a course, and their live quizzes.",
    query: studentLiveStatsQuerySchema,
    response: studentLiveStatsSchema,
    errors: [404],
  }),
  getLiveStats: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/stats/lives/:courseId',
    access: ['professor'],
    summary: "A live course over the professor's students: presence per episode, quiz results.",
    params: courseIdParamsSchema,
    response: liveStatsSchema,
    errors: [404],
  }),
  listObtainedLiveCertificates: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/certificates/live/obtained',
    access: ['professor'],
    studentData: 'classroom-records',
    summary: "The live quiz certificates obtained by the professor's students.",
    response: z.array(obtainedLiveCertificateSchema),
  }),
  listObtainedParticipationCertificates: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/certificates/live/participation/obtained',
    access: ['professor'],
    studentData: 'classroom-records',
    summary:
      "The participation certificates (60 % of the broadcast minutes) of the professor's students.",
    response: z.array(obtainedParticipationCertificateSchema),
  }),
} as const;
