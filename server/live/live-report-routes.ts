import type { FastifyInstance, FastifyReply } from 'fastify';
import { liveReportEndpoints } from '#common/api/live/report-endpoints.ts';
import { formatDate } from '#common/format/swiss-italian.ts';
import type { Queryable } from '../db/database.ts';
import { buildCertificatesPdf } from '../files/certificate-pdf.ts';
import {
  attendanceFileName,
  certificateFileName,
  certificatesFileName,
  liveResultsFileName,
} from '../files/file-names.ts';
import {
  buildAttendanceEpisodesXlsx,
  buildAttendanceSummaryXlsx,
  buildLiveResultsXlsx,
  type AttendanceSheet,
} from '../files/live-attendance-xlsx.ts';
import { sendFile } from '../files/send-file.ts';
import { buildZip } from '../files/zip-archive.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { route } from '../http/endpoint-route.ts';
import { NOBODY_PASSED_MESSAGE } from '../reports/certificate-download-routes.ts';
import { requireOwnClassroom, requireOwnStudent } from '../reports/ownership.ts';
import { courseExists } from './course-repository.ts';
import { classroomLiveAttempts, liveAttemptDetail } from './live-attempt-report.ts';
import {
  liveCertificateHolders,
  passedLiveQuizCertificates,
  type LiveCertificateHolder,
} from './live-certificates.ts';
import {
  classroomLiveTests,
  liveCertificateStudents,
  liveCourseCertificates,
  studentLiveStats,
} from './live-classroom-reports.ts';
import { liveStats } from './live-stats.ts';
import { participationCertificates } from './participation-certificates.ts';
import {
  courseStudents,
  courseTitle,
  liveQuizResults,
  presenceByStudent,
  professorStudentIds,
  startedEpisodes,
} from './live-report-repository.ts';

const nobodyPassed = () => new HttpError(400, 'bad_request', NOBODY_PASSED_MESSAGE);

/** The attendance of the professor's students at a course's started episodes. */
async function attendanceSheet(
  db: Queryable,
  professorId: string,
  courseId: string,
  now: Date,
  timeZone: string,
): Promise<AttendanceSheet> {
  const title = await courseTitle(db, courseId);
  if (title === null) throw notFound();
  const students = await courseStudents(db, professorId, courseId);
  const episodes = await startedEpisodes(db, courseId, now);
  const presence = await presenceByStudent(
    db,
    students.map((student) => student.id),
    episodes.map((episode) => episode.id),
  );
  return {
    courseTitle: title,
    episodes: episodes.map((episode) => ({
      title: episode.title,
      date: formatDate(episode.startsAt, timeZone),
      lengthMinutes: Math.round((episode.endsAt.getTime() - episode.startsAt.getTime()) / 60_000),
    })),
    rows: students.map((student) => ({
      classroom: student.classroom,
      name: student.name,
      email: student.email,
      minutes: episodes.map((episode) =>
        Math.floor((presence.get(student.id)?.get(episode.id) ?? 0) / 60_000),
      ),
    })),
  };
}

/** The live quiz's holders, or 404 (no such quiz) / 400 (nobody to certify). */
async function requireHolders(db: Queryable, professorId: string, quizId: string, now: Date) {
  const found = await liveCertificateHolders(db, professorId, quizId, now);
  if (!found) throw notFound();
  if (found.holders.length === 0) throw nobodyPassed();
  return found;
}

/** Every holder's certificate of a live quiz, one PDF each, in a ZIP (both services answer it). */
async function sendAllCertificates(
  db: Queryable,
  reply: FastifyReply,
  professorId: string,
  quizId: string,
  now: Date,
  timeZone: string,
): Promise<FastifyReply> {
  const { title, holders } = await requireHolders(db, professorId, quizId, now);
  return sendFile(reply, {
    bytes: await allCertificatesZip(holders, title, timeZone),
    type: 'zip',
    name: certificatesFileName(title, 'zip'),
  });
}

async function allCertificatesZip(
  holders: readonly LiveCertificateHolder[],
  title: string,
  timeZone: string,
) {
  const entries = [];
  // One at a time: a class's PDFs are small, and this keeps one request from taking both cores.
  for (const holder of holders) {
    entries.push({
      name: certificateFileName(holder.name, title),
      content: await buildCertificatesPdf([holder.certificate], timeZone),
    });
  }
  return buildZip(entries);
}

/**
 * The professor's live-course files (common/api/live/report-endpoints.ts), generated on request
 * and never stored. Every one is about the professor's own students in their classrooms that
 * follow the course (live-report-repository.ts); other students and classrooms are 404.
 */
export async function liveReportRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.services;

  route(app, liveReportEndpoints.downloadAttendanceSummary, async ({ auth, query, reply }) => {
    const sheet = await attendanceSheet(
      db,
      auth.user_id,
      query.course_id,
      new Date(clock()),
      config.schoolTimeZone,
    );
    return sendFile(reply, {
      bytes: await buildAttendanceSummaryXlsx(sheet),
      type: 'xlsx',
      name: attendanceFileName(sheet.courseTitle),
    });
  });

  route(app, liveReportEndpoints.downloadAttendanceEpisodes, async ({ auth, query, reply }) => {
    const sheet = await attendanceSheet(
      db,
      auth.user_id,
      query.course_id,
      new Date(clock()),
      config.schoolTimeZone,
    );
    return sendFile(reply, {
      bytes: await buildAttendanceEpisodesXlsx(sheet),
      type: 'xlsx',
      name: attendanceFileName(sheet.courseTitle, true),
    });
  });

  route(app, liveReportEndpoints.downloadLiveResults, async ({ auth, query, reply }) => {
    const title = await courseTitle(db, query.courseId);
    if (title === null) throw notFound();
    const students = await courseStudents(db, auth.user_id, query.courseId);
    const results = await liveQuizResults(
      db,
      query.courseId,
      students.map((student) => student.id),
    );
    const rows = results.map((result) => {
      const student = students.find((candidate) => candidate.id === result.userId)!;
      return {
        classroom: student.classroom,
        name: student.name,
        email: student.email,
        quiz: result.quizTitle,
        bestScore: result.bestScore,
        attempts: result.attempts,
        passedOn: result.passedAt ? formatDate(result.passedAt, config.schoolTimeZone) : '',
      };
    });
    return sendFile(reply, {
      bytes: await buildLiveResultsXlsx(rows),
      type: 'xlsx',
      name: liveResultsFileName(title),
    });
  });

  route(app, liveReportEndpoints.downloadLiveCertificate, async ({ auth, query, reply }) => {
    const found = await liveCertificateHolders(db, auth.user_id, query.quiz_id, new Date(clock()));
    if (!found) throw notFound();
    const holder = found.holders.find((candidate) => candidate.id === query.user_id);
    if (!holder) {
      // Not the professor's student (404), or theirs without the certificate (400).
      await requireOwnStudent(db, auth.user_id, query.user_id);
      throw nobodyPassed();
    }
    return sendFile(reply, {
      bytes: await buildCertificatesPdf([holder.certificate], config.schoolTimeZone),
      type: 'pdf',
      name: certificateFileName(holder.name, found.title),
    });
  });

  route(app, liveReportEndpoints.downloadClassLiveCertificates, async ({ auth, query, reply }) => {
    await requireOwnClassroom(db, auth.user_id, query.class_id);
    const found = await liveCertificateHolders(db, auth.user_id, query.quiz_id, new Date(clock()));
    if (!found) throw notFound();
    const holders = found.holders.filter((holder) => holder.classroomId === query.class_id);
    if (holders.length === 0) throw nobodyPassed();
    return sendFile(reply, {
      bytes: await buildCertificatesPdf(
        holders.map((holder) => holder.certificate),
        config.schoolTimeZone,
      ),
      type: 'pdf',
      name: certificatesFileName(found.title, 'pdf', holders[0]!.classroom),
    });
  });

  route(app, liveReportEndpoints.downloadAllLiveCertificates, ({ auth, query, reply }) =>
    sendAllCertificates(
      db,
      reply,
      auth.user_id,
      query.quiz_id,
      new Date(clock()),
      config.schoolTimeZone,
    ),
  );
}

/**
 * The live parts of the reports service (/api/reports): the certificates' ZIP under its reports
 * path, a classroom's attempts of a live quiz, and one attempt with its answers.
 */
export async function liveCertificateReportRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.services;
  route(app, liveReportEndpoints.listClassroomLiveAttempts, async ({ auth, params }) => {
    await requireOwnClassroom(db, auth.user_id, params.classroomId);
    const attempts = await classroomLiveAttempts(db, params.classroomId, params.quizId);
    if (!attempts) throw notFound();
    return attempts;
  });
  route(app, liveReportEndpoints.listObtainedLiveCertificates, async ({ auth }) =>
    (await passedLiveQuizCertificates(db, await professorStudentIds(db, auth.user_id)))
      .map((earned) => ({
        student: { id: earned.studentId, name: earned.certificate.studentName },
        quiz_id: earned.quizId,
        title: earned.certificate.courseTitle,
        obtained_at: earned.certificate.obtainedAt.toISOString(),
        pcto_minutes: earned.certificate.pctoMinutes,
      }))
      .reverse(),
  );
  route(app, liveReportEndpoints.listObtainedParticipationCertificates, async ({ auth }) => {
    const students = await professorStudentIds(db, auth.user_id);
    return (await participationCertificates(db, students, new Date(clock()))).map((earned) => ({
      student: { id: earned.studentId, name: earned.studentName },
      course_id: earned.courseId,
      title: earned.certificate.courseTitle,
      obtained_at: earned.certificate.obtainedAt.toISOString(),
      pcto_minutes: earned.certificate.pctoMinutes,
    }));
  });
  route(app, liveReportEndpoints.listClassroomLiveTests, async ({ auth, params }) => {
    await requireOwnClassroom(db, auth.user_id, params.classroomId);
    return classroomLiveTests(db, params.classroomId);
  });
  route(app, liveReportEndpoints.listLiveCourseCertificates, async ({ auth, params }) => {
    if (!(await courseExists(db, params.courseId))) throw notFound();
    return liveCourseCertificates(db, auth.user_id, params.courseId);
  });
  route(app, liveReportEndpoints.listLiveCertificateStudents, async ({ auth, query }) => {
    const quiz = await db.query('SELECT 1 FROM live_quizzes WHERE id = $1', [query.certificate_id]);
    if (quiz.length === 0) throw notFound();
    await requireOwnClassroom(db, auth.user_id, query.classroom_id);
    return liveCertificateStudents(db, query.classroom_id, query.certificate_id);
  });
  route(app, liveReportEndpoints.getStudentLiveStats, async ({ auth, query }) => {
    const stats = await studentLiveStats(db, {
      student: await requireOwnStudent(db, auth.user_id, query.student_id),
      courseId: query.course_id,
      now: new Date(clock()),
    });
    if (!stats) throw notFound();
    return stats;
  });
  route(app, liveReportEndpoints.getLiveStats, async ({ auth, params }) => {
    const stats = await liveStats(db, auth.user_id, params.courseId, new Date(clock()));
    if (!stats) throw notFound();
    return stats;
  });
  route(app, liveReportEndpoints.getLiveAttempt, async ({ auth, params }) => {
    const attempt = await liveAttemptDetail(db, auth.user_id, params.attemptId);
    if (!attempt) throw notFound();
    return attempt;
  });
  route(app, liveReportEndpoints.downloadAllLiveCertificatesReport, ({ auth, query, reply }) =>
    sendAllCertificates(
      db,
      reply,
      auth.user_id,
      query.quiz_id,
      new Date(clock()),
      config.schoolTimeZone,
    ),
  );
}
