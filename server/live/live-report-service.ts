import type { LiveStats } from '#common/api/live/reports.ts';
import type { Queryable } from '../db/database.ts';
import { courseExists } from './course-repository.ts';
import { formatDate } from '#common/format/swiss-italian.ts';
import type { AttendanceSheet } from '../files/live-attendance-xlsx.ts';
import { notFound } from '../http/http-error.ts';
import { requireOwnClassroom, requireOwnStudent } from '../reports/ownership.ts';
import { classroomLiveAttempts } from './live-attempt-report.ts';
import {
  classroomLiveTests,
  liveCertificateStudentRows,
  liveQuizExists,
  liveCourseCertificateRows,
  studentEpisodeRows,
  studentQuizRows,
} from './live-classroom-report-repository.ts';
import {
  courseQuizzes,
  courseStudents,
  courseTitle,
  episodeRatings,
  liveQuizResults,
  presenceByStudent,
  startedEpisodes,
} from './live-report-repository.ts';

/**
 * The attendance of the professor's students at a course's started episodes (no course: 404),
 * with the ids of the students it lists (one row each) for the log of who looked.
 */
export async function attendanceSheet(
  db: Queryable,
  professorId: string,
  courseId: string,
  now: Date,
  /** The school's time zone: episodes are dated by its calendar. */
  timeZone: string,
): Promise<AttendanceSheet & { studentIds: string[] }> {
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
    studentIds: students.map((student) => student.id),
  };
}

/**
 * The live quizzes' results of the professor's students on a course, one row each (no course:
 * 404), with the ids of the students who have a row, for the log of who looked.
 */
export async function liveResults(
  db: Queryable,
  professorId: string,
  courseId: string,
  timeZone: string,
) {
  const title = await courseTitle(db, courseId);
  if (title === null) throw notFound();
  const students = await courseStudents(db, professorId, courseId);
  const results = await liveQuizResults(
    db,
    courseId,
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
      passedOn: result.passedAt ? formatDate(result.passedAt, timeZone) : '',
    };
  });
  return { title, rows, studentIds: [...new Set(results.map((result) => result.userId))] };
}

/**
 * A course over the professor's students in their following classrooms (null: no such
 * course): presence per started episode and the live quizzes' results, from the same reads as
 * the attendance sheet, so the numbers agree with the files.
 */
export async function liveStats(
  db: Queryable,
  professorId: string,
  courseId: string,
  now: Date,
): Promise<LiveStats | null> {
  if (!(await courseExists(db, courseId, { withRetired: true }))) return null;
  const students = await courseStudents(db, professorId, courseId);
  const ids = students.map((student) => student.id);
  const episodes = await startedEpisodes(db, courseId, now);
  const presence = await presenceByStudent(
    db,
    ids,
    episodes.map((episode) => episode.id),
  );
  const ratings = await episodeRatings(
    db,
    episodes.map((episode) => episode.id),
  );
  const quizzes = await courseQuizzes(db, courseId);
  const results = await liveQuizResults(db, courseId, ids);
  return {
    course_id: courseId,
    students: students.length,
    episodes: episodes.map((episode) => {
      const minutes = ids
        .map((id) => presence.get(id)?.get(episode.id) ?? 0)
        .filter((ms) => ms > 0)
        .map((ms) => ms / 60_000);
      const rating = ratings.find((row) => row.episode_id === episode.id)?.average;
      return {
        episode_id: episode.id,
        title: episode.title,
        start: Math.floor(episode.startsAt.getTime() / 1000),
        length_minutes: Math.round(
          (episode.endsAt.getTime() - episode.startsAt.getTime()) / 60_000,
        ),
        present: minutes.length,
        average_minutes:
          minutes.length === 0
            ? null
            : Math.round((minutes.reduce((a, b) => a + b, 0) / minutes.length) * 10) / 10,
        average_rating: rating === undefined || rating === null ? null : Number(rating),
      };
    }),
    quizzes: quizzes.map((quiz) => {
      const taken = results.filter((result) => result.quizId === quiz.id);
      return {
        quiz_id: quiz.id,
        title: quiz.title,
        took: taken.length,
        passed: taken.filter((result) => result.passedAt !== null).length,
      };
    }),
  };
}

/** Each live quiz of the course with how many students of each of the professor's classrooms passed it. */
export async function liveCourseCertificates(db: Queryable, professorId: string, courseId: string) {
  const rows = await liveCourseCertificateRows(db, professorId, courseId);
  const quizzes = new Map<
    string,
    {
      quiz_id: string;
      title: string;
      classrooms: Array<{ classroom_id: string; obtained_count: number }>;
    }
  >();
  for (const row of rows) {
    const quiz = quizzes.get(row.quiz_id) ?? {
      quiz_id: row.quiz_id,
      title: row.title,
      classrooms: [],
    };
    if (row.classroom_id) {
      quiz.classrooms.push({ classroom_id: row.classroom_id, obtained_count: row.obtained_count });
    }
    quizzes.set(row.quiz_id, quiz);
  }
  return [...quizzes.values()];
}

/** A classroom's students with the day they first passed the live quiz (null: not yet). */
export async function liveCertificateStudents(db: Queryable, classroomId: string, quizId: string) {
  const rows = await liveCertificateStudentRows(db, classroomId, quizId);
  return rows.map((row) => ({
    student: { id: row.id, name: row.name },
    obtained_at: row.obtained_at === null ? null : new Date(row.obtained_at).toISOString(),
  }));
}

/**
 * One of the professor's students (already checked) on a course: minutes per started episode
 * and quizzes (null: no such course).
 */
export async function studentLiveStats(
  db: Queryable,
  input: { student: { id: string; name: string }; courseId: string; now: Date },
) {
  const { student } = input;
  if (!(await courseExists(db, input.courseId, { withRetired: true }))) return null;
  const episodes = await studentEpisodeRows(db, student.id, input.courseId, input.now);
  const quizzes = await studentQuizRows(db, student.id, input.courseId);
  return { student, course_id: input.courseId, episodes, quizzes };
}

/** The live quizzes one of the professor's classrooms follows, with who took and passed them. */
export async function ownClassroomLiveTests(
  db: Queryable,
  professorId: string,
  classroomId: string,
) {
  await requireOwnClassroom(db, professorId, classroomId);
  return classroomLiveTests(db, classroomId);
}

/** A course's live certificates per classroom of the professor (no such course: 404). */
export async function courseLiveCertificates(db: Queryable, professorId: string, courseId: string) {
  if (!(await courseExists(db, courseId, { withRetired: true }))) throw notFound();
  return liveCourseCertificates(db, professorId, courseId);
}

/** Who of one of the professor's classrooms obtained a live quiz's certificate (no quiz: 404). */
export async function ownClassroomCertificateStudents(
  db: Queryable,
  professorId: string,
  classroomId: string,
  quizId: string,
) {
  if (!(await liveQuizExists(db, quizId))) throw notFound();
  await requireOwnClassroom(db, professorId, classroomId);
  return liveCertificateStudents(db, classroomId, quizId);
}

/** One of the professor's students on a course (another's student or no course: 404). */
export async function ownStudentLiveStats(
  db: Queryable,
  input: { professorId: string; studentId: string; courseId: string; now: Date },
) {
  const stats = await studentLiveStats(db, {
    student: await requireOwnStudent(db, input.professorId, input.studentId),
    courseId: input.courseId,
    now: input.now,
  });
  if (!stats) throw notFound();
  return stats;
}

/** A live quiz's attempts by one of the professor's classrooms (no such quiz: 404). */
export async function ownClassroomLiveAttempts(
  db: Queryable,
  professorId: string,
  classroomId: string,
  quizId: string,
) {
  await requireOwnClassroom(db, professorId, classroomId);
  const attempts = await classroomLiveAttempts(db, classroomId, quizId);
  if (!attempts) throw notFound();
  return attempts;
}
