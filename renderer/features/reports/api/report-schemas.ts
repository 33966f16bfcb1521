import type {
  AttemptDetail,
  Certificates,
  CertificateStudents,
  ClassroomTests,
  EntityStats as EntityStatsList,
  EntityStudentsStats,
  StudentProgress,
  TestAttempts,
} from '../../../../common/api/reports/index.ts';

/*
 * The schemas are those of common/api/reports; these are the row types the pages draw.
 */
export {
  attemptDetailSchema,
  certificatesSchema,
  certificateStudentsSchema,
  classroomTestsSchema,
  entityStatsSchema,
  entityStudentsStatsSchema,
  reportClassroomsSchema,
  studentProgressSchema,
  testAttemptsSchema,
  type ReportClassroom,
} from '../../../../common/api/reports/index.ts';

export type ClassroomTest = ClassroomTests[number]['tests'][number];
export type TestAttempt = TestAttempts[number];
export type Certificate = Certificates[number];
export type CertificateStudent = CertificateStudents[number];
export type AttemptReport = AttemptDetail;
export type EntityStats = EntityStatsList[number];
export type EntityStudent = EntityStudentsStats[number];
export type ResourceProgress = StudentProgress[number];
