import { reportEndpoints } from '#common/api/reports/endpoints.ts';
import { liveCourseReportEndpoints } from '#common/api/reports/live-endpoints.ts';
import type { FakeAnswer } from '../../../testing/fake-adapter.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';

const NOT_FOUND: FakeAnswer = {
  status: 404,
  data: { message: 'Risorsa non trovata.', code: 'not_found' },
};

/** Answers of the reports service as the seed's docente would get them. */
export const CLASSROOMS = [
  { id: '1', name: '3A Informatica', archived: false, students_count: 2 },
  { id: '2', name: '4B Informatica', archived: false, students_count: 1 },
];

export const CLASSROOM_TESTS = [
  {
    classroom_id: '1',
    tests: [
      {
        quiz_id: '11',
        title: 'Test finale HTML e CSS',
        kind: 'final_test',
        entity_title: 'HTML e CSS',
        attempts_count: 2,
        passed_count: 1,
      },
    ],
  },
  { classroom_id: '2', tests: [] },
];

export const ATTEMPTS = [
  {
    attempt_id: '501',
    student: { id: '7', name: 'Sara Colombo' },
    score_percentage: 90,
    passed: true,
    terminated_at: '2026-11-05T10:00:00.000Z',
  },
  {
    attempt_id: '502',
    student: { id: '8', name: 'Luca Galli' },
    score_percentage: 40,
    passed: false,
    terminated_at: '2026-11-06T10:00:00.000Z',
  },
];

export const ATTEMPT_REPORT = {
  attempt_id: '501',
  student: { id: '7', name: 'Sara Colombo' },
  quiz: { id: '11', title: 'Test finale HTML e CSS' },
  score_percentage: 90,
  passed: true,
  terminated_at: '2026-11-05T10:00:00.000Z',
  questions: [
    {
      id: '31',
      text: 'Quale tag crea un collegamento?',
      type: 'single_answer',
      answers: [
        { id: '41', text: '<a>', correct: true, selected: false },
        { id: '42', text: '<link>', correct: false, selected: true },
      ],
    },
  ],
};

export const CERTIFICATES = [
  {
    certificate_id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
    title: 'HTML e CSS',
    pcto_minutes: 600,
    classrooms: [
      { classroom_id: '1', obtained_count: 1 },
      { classroom_id: '2', obtained_count: 0 },
    ],
  },
];

export const CERTIFICATE_STUDENTS = [
  { student: { id: '7', name: 'Sara Colombo' }, obtained_at: '2026-11-05T10:00:00.000Z' },
  { student: { id: '8', name: 'Luca Galli' }, obtained_at: null },
];

export const ENTITY_STATS = [
  {
    entity_id: 'a1b2c3d4e5f6a1b2c3d4e5f6',
    title: 'HTML e CSS',
    type: 'module',
    students_total: 4,
    students_completed: 3,
    average_score: 82.4,
  },
  {
    entity_id: 'd4e5f6a1b2c3d4e5f6a1b2c3',
    title: 'JavaScript',
    type: 'module',
    students_total: 4,
    students_completed: 0,
    average_score: null,
  },
];

export const ENTITY_STUDENTS = [
  {
    student: { id: '7', name: 'Sara Colombo' },
    completed: true,
    completed_resources: 5,
    total_resources: 5,
    last_activity_at: '2026-11-05T10:00:00.000Z',
  },
];

export const STUDENT_PROGRESS = [
  {
    resource_id: '61',
    title: 'I tag principali',
    type: 'video_lesson',
    completed_at: '2026-11-02T10:00:00.000Z',
  },
  { resource_id: '62', title: 'Esercizio sui selettori', type: 'exercise', completed_at: null },
];

/**
 * The reports service answering every call of the page from the fixtures above, by declared
 * endpoint; undefined for anything else.
 */
export const reportsAnswers = answerFrom([
  on(reportEndpoints.getReportClassrooms, { status: 200, data: CLASSROOMS }),
  on(reportEndpoints.getReportClassroomTests, { status: 200, data: CLASSROOM_TESTS }),
  on(reportEndpoints.getReportTestAttempts, ({ params }) =>
    params.classroomId === '1' && params.quizId === '11'
      ? { status: 200, data: ATTEMPTS }
      : NOT_FOUND,
  ),
  on(reportEndpoints.getReportAttempt, ({ params }) =>
    params.attemptId === '501' ? { status: 200, data: ATTEMPT_REPORT } : NOT_FOUND,
  ),
  on(reportEndpoints.getReportCertificates, { status: 200, data: CERTIFICATES }),
  on(reportEndpoints.getReportCertificateStudents, { status: 200, data: CERTIFICATE_STUDENTS }),
  on(reportEndpoints.getReportEntityStats, { status: 200, data: ENTITY_STATS }),
  on(reportEndpoints.getReportEntityStudents, { status: 200, data: ENTITY_STUDENTS }),
  on(reportEndpoints.getReportStudentProgress, { status: 200, data: STUDENT_PROGRESS }),
  // Nobody holds a live or participation certificate unless a test says otherwise.
  on(liveCourseReportEndpoints.listObtainedLiveCertificates, { status: 200, data: [] }),
  on(liveCourseReportEndpoints.listObtainedParticipationCertificates, { status: 200, data: [] }),
]);
