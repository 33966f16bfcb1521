import { defineEndpoint, fileAnswer } from '../endpoint.ts';
import {
  attemptParamsSchema,
  certificateDownloadQuerySchema,
  certificateStudentsQuerySchema,
  classroomQuizParamsSchema,
  entityStatsQuerySchema,
  entityStudentsQuerySchema,
  studentProgressQuerySchema,
  usersCertificatesRequestSchema,
} from './requests.ts';
import {
  attemptDetailSchema,
  certificatesSchema,
  certificateStudentsSchema,
  classroomTestsSchema,
  entityStatsSchema,
  entityStudentsStatsSchema,
  obtainedCertificatesSchema,
  reportClassroomsSchema,
  studentProgressSchema,
  testAttemptsSchema,
} from './responses.ts';

const PDF = 'application/pdf';
const ZIP = 'application/zip';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * What a professor learns about their own classrooms' students (spec 02 §9): the reports service
 * (/api/reports) and two report files of the learning-journey API (/api/tj). Every call is for
 * professors; another professor's classroom, student or attempt is 404. Files are generated on
 * request and never stored.
 */
export const reportEndpoints = {
  getReportClassrooms: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/classrooms',
    access: ['professor'],
    summary: "The professor's classrooms with their student counts, archived ones last.",
    response: reportClassroomsSchema,
  }),
  getReportClassroomTests: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/classrooms/tests',
    access: ['professor'],
    summary: 'Per classroom, its tests with attempt and pass counts.',
    response: classroomTestsSchema,
  }),
  getReportTestAttempts: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/classrooms/:classroomId/:quizId',
    access: ['professor'],
    studentData: 'classroom-records',
    summary: "The terminated attempts of one test by one classroom's students, newest first.",
    params: classroomQuizParamsSchema,
    response: testAttemptsSchema,
    errors: [404],
  }),
  getReportCertificates: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/certificates',
    access: ['professor'],
    summary: 'The certificate-giving entities with how many students of each classroom hold them.',
    response: certificatesSchema,
  }),
  getReportCertificateStudents: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/certificates/students',
    access: ['professor'],
    studentData: 'classroom-records',
    summary: "A classroom's students and when each obtained the certificate.",
    query: certificateStudentsQuerySchema,
    response: certificateStudentsSchema,
    errors: [404],
  }),
  getReportObtainedCertificates: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/certificates/obtained',
    access: ['professor'],
    studentData: 'classroom-records',
    summary: "Every certificate the professor's students obtained, newest first.",
    response: obtainedCertificatesSchema,
  }),
  /** With nobody to certify: 400 "Nessuno studente ha ancora superato il test". */
  downloadCertificates: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/certificates/download',
    access: ['professor'],
    studentData: 'classroom-records',
    summary: "One PDF of a certificate: one student's, one classroom's or every holder's.",
    query: certificateDownloadQuerySchema,
    response: fileAnswer(PDF),
    errors: [404],
  }),
  /** Same query and 400 as downloadCertificates; more than 500 holders is 422. */
  downloadAllCertificates: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/certificates/download/all',
    access: ['professor'],
    studentData: 'classroom-records',
    summary: 'A ZIP of one certificate PDF per holder.',
    query: certificateDownloadQuerySchema,
    response: fileAnswer(ZIP),
    errors: [404],
  }),
  getReportAttempt: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/tj/attempts/:attemptId',
    access: ['professor'],
    studentData: 'classroom-records',
    summary: "An attempt of one of the professor's students, every answer marked.",
    params: attemptParamsSchema,
    response: attemptDetailSchema,
    errors: [404],
  }),
  getReportEntityStats: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/stats/entities',
    access: ['professor'],
    summary:
      "Completion and average score per entity over one classroom's students, or all the professor's.",
    query: entityStatsQuerySchema,
    response: entityStatsSchema,
    errors: [404],
  }),
  getReportEntityStudents: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/stats/entities/students',
    access: ['professor'],
    studentData: 'classroom-records',
    summary: 'Each student of a classroom on one entity.',
    query: entityStudentsQuerySchema,
    response: entityStudentsStatsSchema,
    errors: [404],
  }),
  getReportStudentProgress: defineEndpoint({
    service: 'reports',
    method: 'GET',
    path: '/stats/entities/students/progress',
    access: ['professor'],
    studentData: 'classroom-records',
    summary: "One student's resources of one entity and when each was completed.",
    query: studentProgressQuerySchema,
    response: studentProgressSchema,
    errors: [404],
  }),
  /** One row per student of the active classrooms; archived students are left out. */
  downloadCertifiedHours: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/report/general/download/professor-students-certified-hours',
    access: ['professor'],
    summary: "The certified PCTO hours of the professor's students, as a spreadsheet.",
    response: fileAnswer(XLSX),
  }),
  /**
   * Each attempt must be a passed attempt of one of the professor's students on a certificate
   * entity that student completed; any other id makes the whole call 404.
   */
  downloadUsersCertificates: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/tech-journey/report/certificate/download-users-certificates',
    access: ['professor'],
    summary: 'One PDF with the certificates of the chosen passing attempts.',
    body: usersCertificatesRequestSchema,
    response: fileAnswer(PDF),
    errors: [404],
  }),
} as const;
