import type { Queryable } from '../db/database.ts';
import type { IssuableCertificate } from '../certificates/issue-certificates.ts';
import { passedLiveQuizRows } from './live-certificate-repository.ts';
import {
  courseStudents,
  liveQuizResults,
  liveQuizWithCourse,
  presenceByStudent,
  startedEpisodes,
  type CourseStudent,
} from './live-report-repository.ts';

/** A live certificate: a student of the professor who passed the live quiz. */
export interface LiveCertificateHolder extends CourseStudent {
  certificate: IssuableCertificate;
}

/**
 * The holders of a live quiz's certificate among the professor's students (null: no such
 * quiz). The certificate states the course and the quiz, the day it was first passed, and as
 * PCTO time the minutes the student was present at the course's episodes — what the school
 * certifies is the time actually followed.
 */
export async function liveCertificateHolders(
  db: Queryable,
  professorId: string,
  quizId: string,
  now: Date,
): Promise<{ title: string; holders: LiveCertificateHolder[] } | null> {
  const quiz = await liveQuizWithCourse(db, quizId);
  if (!quiz) return null;
  const students = await courseStudents(db, professorId, quiz.courseId);
  const ids = students.map((student) => student.id);
  const results = (await liveQuizResults(db, quiz.courseId, ids)).filter(
    (result) => result.quizId === quizId && result.passedAt !== null,
  );
  const episodes = await startedEpisodes(db, quiz.courseId, now);
  const presence = await presenceByStudent(
    db,
    ids,
    episodes.map((episode) => episode.id),
  );
  const title = `${quiz.courseTitle} — ${quiz.title}`;
  const holders = students.flatMap((student) => {
    const result = results.find((candidate) => candidate.userId === student.id);
    if (!result?.passedAt) return [];
    const presentMs = [...(presence.get(student.id)?.values() ?? [])].reduce((a, b) => a + b, 0);
    return [
      {
        ...student,
        certificate: {
          studentName: student.name,
          courseTitle: title,
          obtainedAt: result.passedAt,
          pctoMinutes: Math.floor(presentMs / 60_000),
          issue: { kind: 'live' as const, userId: student.id, subject: quizId },
        },
      },
    ];
  });
  return { title, holders };
}

/** A live certificate of a student: a live quiz they passed. */
export interface OwnLiveCertificate {
  quizId: string;
  studentId: string;
  certificate: IssuableCertificate;
}

/**
 * The live certificates of these students, in one query: every live quiz they passed, stated as
 * for the professor — course and quiz, the day first passed, and the minutes they were present
 * at the course's episodes.
 */
export async function passedLiveQuizCertificates(
  db: Queryable,
  studentIds: readonly string[],
): Promise<OwnLiveCertificate[]> {
  if (studentIds.length === 0) return [];
  const rows = await passedLiveQuizRows(db, studentIds);
  return rows.map((row) => ({
    quizId: row.quiz_id,
    studentId: row.user_id,
    certificate: {
      studentName: row.name,
      courseTitle: `${row.course_title} — ${row.quiz_title}`,
      obtainedAt: new Date(row.passed_at),
      pctoMinutes: Math.floor(Number(row.present_ms) / 60_000),
      issue: { kind: 'live', userId: row.user_id, subject: row.quiz_id },
    },
  }));
}
