import { hexIdForKey } from '../content-packs/hex-id.ts';

// The professor files of report-downloads.test.ts: how to download each, and whose data it has.

/** A request's declared parts. */
export interface RequestParts {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: object;
}

/** One download: the request, and whose data the file carries. */
export interface Download extends RequestParts {
  /** E-mails of the students in the file. */
  students: string[];
  /** A student of the professor's classrooms whose data the file does not carry. */
  outsider: string;
  /** What the log says the file is (a part of the detail). */
  detail: string;
}

/** The seeded data the fixtures point at. */
export interface Seeded {
  userId(email: string): Promise<string>;
  classroomId(name: string): Promise<string>;
  liveCourse: string;
  liveQuiz: string;
  /** A passed attempt of studente2 on the certificate module she completed (Git e GitHub). */
  passedAttempt: string;
  /** A fresh batch of one-time passwords (federico.barbieri's reset). */
  credentialsId: string;
}

/** docente's students in active classrooms, not archived there (3A and 4B). */
const ACTIVE_STUDENTS = [
  'studente@demo.test',
  'giulia.rossi@demo.test',
  'matteo.romano@demo.test',
  'francesca.greco@demo.test',
  'lorenzo.bruno@demo.test',
  'martina.costa@demo.test',
  'studente2@demo.test',
  'scaduta@demo.test',
  'alessandro.conti@demo.test',
  'davide.fontana@demo.test',
  'sofia.moretti@demo.test',
  'federico.barbieri@demo.test',
];
/** 4B follows the live security course; 3A does not, Aurora is archived in 4B. */
const LIVE_COURSE_STUDENTS = ACTIVE_STUDENTS.slice(6);
const SECURITY = 'Sicurezza informatica per tutti';

export const FIXTURES: Record<string, (seeded: Seeded) => Promise<Download>> = {
  exportStudents: async (s) => ({
    body: {
      ids: [await s.userId('studente2@demo.test'), await s.userId('alessandro.conti@demo.test')],
    },
    students: ['studente2@demo.test', 'alessandro.conti@demo.test'],
    outsider: 'davide.fontana@demo.test',
    detail: 'Elenco degli studenti',
  }),
  exportAssignmentOverview: async (s) => ({
    params: { id: await s.classroomId('4B Informatica') },
    students: [
      'studente2@demo.test',
      'scaduta@demo.test',
      'alessandro.conti@demo.test',
      'davide.fontana@demo.test',
      'sofia.moretti@demo.test',
      'federico.barbieri@demo.test',
    ],
    outsider: 'giulia.rossi@demo.test',
    detail: 'Compiti della classe 4B Informatica',
  }),
  downloadCredentials: async (s) => ({
    params: { id: s.credentialsId },
    query: { format: 'xlsx' },
    students: ['federico.barbieri@demo.test'],
    outsider: 'studente2@demo.test',
    detail: 'Credenziali di accesso',
  }),
  downloadCertificates: async (s) => ({
    query: {
      certificate_id: hexIdForKey('git-basics'),
      user_id: await s.userId('studente2@demo.test'),
    },
    students: ['studente2@demo.test'],
    outsider: 'alessandro.conti@demo.test',
    detail: 'Certificato PCTO – Git e GitHub',
  }),
  downloadAllCertificates: async (s) => ({
    query: {
      certificate_id: hexIdForKey('git-basics'),
      classroom_id: await s.classroomId('4B Informatica'),
    },
    students: ['studente2@demo.test'],
    outsider: 'alessandro.conti@demo.test',
    detail: 'Certificati PCTO – Git e GitHub (classe 4B Informatica)',
  }),
  downloadCertifiedHours: async () => ({
    students: ACTIVE_STUDENTS,
    outsider: 'aurora.lombardi@demo.test',
    detail: 'Ore certificate',
  }),
  downloadUsersCertificates: async (s) => ({
    body: { attempts: [s.passedAttempt] },
    students: ['studente2@demo.test'],
    outsider: 'alessandro.conti@demo.test',
    detail: 'Certificati PCTO – Git e GitHub',
  }),
  downloadAllLiveCertificatesReport: async (s) => ({
    query: { quiz_id: s.liveQuiz },
    students: ['alessandro.conti@demo.test'],
    outsider: 'davide.fontana@demo.test',
    detail: `Certificati PCTO live – ${SECURITY}`,
  }),
  downloadAttendanceSummary: async (s) => ({
    query: { course_id: s.liveCourse },
    students: LIVE_COURSE_STUDENTS,
    outsider: 'giulia.rossi@demo.test',
    detail: `Presenze del corso live – ${SECURITY}`,
  }),
  downloadAttendanceEpisodes: async (s) => ({
    query: { course_id: s.liveCourse },
    students: LIVE_COURSE_STUDENTS,
    outsider: 'aurora.lombardi@demo.test',
    detail: `Presenze per episodio del corso live – ${SECURITY}`,
  }),
  // Only who took a live quiz has a row; Sofia follows the course and took none.
  downloadLiveResults: async (s) => ({
    query: { courseId: s.liveCourse },
    students: ['alessandro.conti@demo.test', 'davide.fontana@demo.test'],
    outsider: 'sofia.moretti@demo.test',
    detail: `Risultati dei quiz live – ${SECURITY}`,
  }),
  downloadLiveCertificate: async (s) => ({
    query: { quiz_id: s.liveQuiz, user_id: await s.userId('alessandro.conti@demo.test') },
    students: ['alessandro.conti@demo.test'],
    outsider: 'davide.fontana@demo.test',
    detail: `Certificato PCTO live – ${SECURITY}`,
  }),
  downloadClassLiveCertificates: async (s) => ({
    query: { quiz_id: s.liveQuiz, class_id: await s.classroomId('4B Informatica') },
    students: ['alessandro.conti@demo.test'],
    outsider: 'sofia.moretti@demo.test',
    detail: `Certificati PCTO live – ${SECURITY}`,
  }),
  downloadAllLiveCertificates: async (s) => ({
    query: { quiz_id: s.liveQuiz },
    students: ['alessandro.conti@demo.test'],
    outsider: 'davide.fontana@demo.test',
    detail: `Certificati PCTO live – ${SECURITY}`,
  }),
  // 60 % of the recorded episode's minutes: Alessandro, Sofia and Sara (studente2); Davide has 22.
  downloadParticipationCertificate: async (s) => ({
    query: { course_id: s.liveCourse, user_id: await s.userId('sofia.moretti@demo.test') },
    students: ['sofia.moretti@demo.test'],
    outsider: 'alessandro.conti@demo.test',
    detail: `Certificato PCTO di partecipazione – ${SECURITY}`,
  }),
  downloadClassParticipationCertificates: async (s) => ({
    query: { course_id: s.liveCourse, class_id: await s.classroomId('4B Informatica') },
    students: ['studente2@demo.test', 'alessandro.conti@demo.test', 'sofia.moretti@demo.test'],
    outsider: 'davide.fontana@demo.test',
    detail: `Certificati PCTO di partecipazione – ${SECURITY} (classe 4B Informatica)`,
  }),
  downloadAllParticipationCertificates: async (s) => ({
    query: { course_id: s.liveCourse },
    students: ['studente2@demo.test', 'alessandro.conti@demo.test', 'sofia.moretti@demo.test'],
    outsider: 'davide.fontana@demo.test',
    detail: `Certificati PCTO di partecipazione – ${SECURITY}`,
  }),
};
