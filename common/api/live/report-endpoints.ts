import { z } from 'zod';
import { defineEndpoint, fileAnswer } from '../endpoint.ts';
import { attemptParamsSchema, classroomQuizParamsSchema } from '../reports/requests.ts';
import {
  attemptDetailSchema,
  certificateStudentsSchema,
  testAttemptsSchema,
} from '../reports/responses.ts';
import {
  classroomLiveTestsSchema,
  classroomParamsSchema,
  courseReportQuerySchema,
  liveCertificateStudentsQuerySchema,
  liveCourseCertificatesSchema,
  courseIdParamsSchema,
  studentLiveStatsQuerySchema,
  studentLiveStatsSchema,
  liveAllCertificatesQuerySchema,
  liveCertificateQuerySchema,
  liveClassCertificatesQuerySchema,
  liveResultsQuerySchema,
  liveStatsSchema,
  obtainedLiveCertificateSchema,
  obtainedParticipationCertificateSchema,
} from './reports.ts';

const PDF = 'application/pdf';
const ZIP = 'application/zip';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The professor's files of a live course (spec 02 §7 "Live API" and "Reports API"): attendance
 * and quiz results as XLSX, live certificates as PDF or ZIP. Only about the professor's own
 * students in their classrooms that follow the course; another classroom or student is 404; a
 * certificate download with nobody to certify is 400 'Nessuno studente ha ancora superato il
 * test'.
 */
export const liveReportEndpoints = {
  downloadAttendanceSummary: defineEndpoint({
    service: 'live',
    method: 'GET',
    path: '/report/download/class-attendance-summary-report',
    access: ['professor'],
    summary: 'XLSX: per student, minutes present at each started episode and in total.',
    query: courseReportQuerySchema,
    response: fileAnswer(XLSX),
  }),
  downloadAttendanceEpisodes: defineEndpoint({
    service: 'live',
    method: 'GET',
    path: '/report/download/class-attendance-episodes-report',
    access: ['professor'],
    summary: 'XLSX: one sheet per started episode with each student’s presence.',
    query: courseReportQuerySchema,
    response: fileAnswer(XLSX),
  }),
  downloadLiveResults: defineEndpoint({
    service: 'live',
    method: 'GET',
    path: '/report/download-live',
    access: ['professor'],
    summary: 'XLSX: the live quiz results of the course, per student.',
    query: liveResultsQuerySchema,
    response: fileAnswer(XLSX),
  }),
  downloadLiveCertificate: defineEndpoint({
    service: 'live',
    method: 'GET',
    path: '/certificate/download',
    access: ['professor'],
    summary: "One student's live certificate (passed live quiz) as PDF.",
    query: liveCertificateQuerySchema,
    response: fileAnswer(PDF),
  }),
  downloadClassLiveCertificates: defineEndpoint({
    service: 'live',
    method: 'GET',
    path: '/certificate/download/class',
    access: ['professor'],
    summary: "A classroom's live certificates of a quiz, one page each, in one PDF.",
    query: liveClassCertificatesQuerySchema,
    response: fileAnswer(PDF),
  }),
  downloadAllLiveCertificates: defineEndpoint({
    service: 'live',
    method: 'GET',
    path: '/certificate/download/all',
    access: ['professor'],
    summary: "Every live certificate of a quiz among the professor's students, as a ZIP.",
    query: liveAllCertificatesQuerySchema,
    response: fileAnswer(ZIP),
  }),
  downloadAllLiveCertificatesReport: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/certificates/live/download/all',
    access: ['professor'],
    summary: 'The same ZIP from the reports service (400 when nobody passed).',
    query: liveAllCertificatesQuerySchema,
    response: fileAnswer(ZIP),
  }),
  listClassroomLiveAttempts: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/classrooms/lives/:classroomId/:quizId',
    access: ['professor'],
    summary: "The terminated attempts of a live quiz by a classroom's students, newest first.",
    params: classroomQuizParamsSchema,
    response: testAttemptsSchema,
  }),
  getLiveAttempt: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/live/attempts/:attemptId',
    access: ['professor'],
    summary: "A live quiz attempt of one of the professor's students, every answer marked.",
    params: attemptParamsSchema,
    response: attemptDetailSchema,
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
  }),
  listLiveCertificateStudents: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/certificates/live/students',
    access: ['professor'],
    summary: "A classroom's students with the day they obtained the live certificate (or null).",
    query: liveCertificateStudentsQuerySchema,
    response: certificateStudentsSchema,
  }),
  getStudentLiveStats: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/stats/lives',
    access: ['professor'],
    summary: "One student's presence per started episode of a course, and their live quizzes.",
    query: studentLiveStatsQuerySchema,
    response: studentLiveStatsSchema,
  }),
  getLiveStats: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/stats/lives/:courseId',
    access: ['professor'],
    summary: "A live course over the professor's students: presence per episode, quiz results.",
    params: courseIdParamsSchema,
    response: liveStatsSchema,
  }),
  listObtainedLiveCertificates: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/certificates/live/obtained',
    access: ['professor'],
    summary: "The live quiz certificates obtained by the professor's students.",
    response: z.array(obtainedLiveCertificateSchema),
  }),
  listObtainedParticipationCertificates: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/certificates/live/participation/obtained',
    access: ['professor'],
    summary:
      "The participation certificates (60 % of the broadcast minutes) of the professor's students.",
    response: z.array(obtainedParticipationCertificateSchema),
  }),
} as const;
