import type { Queryable } from '../db/database.ts';
import type { CertificateData } from '../files/certificate-pdf.ts';
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
  certificate: CertificateData;
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
  certificate: CertificateData;
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
  const rows = await db.query<{
    quiz_id: string;
    user_id: string;
    name: string;
    quiz_title: string;
    course_title: string;
    passed_at: Date | string;
    present_ms: string | number;
  }>(
    `SELECT q.id::text AS quiz_id, u.id::text AS user_id, u.name, q.title AS quiz_title,
            c.title AS course_title, min(a.terminated_at) AS passed_at,
            (SELECT coalesce(sum(la.present_ms), 0) FROM live_attendance la
               JOIN live_episodes e ON e.id = la.episode_id
              WHERE la.user_id = u.id AND e.course_id = c.id) AS present_ms
       FROM live_quiz_attempts a JOIN live_quizzes q ON q.id = a.quiz_id
       JOIN live_courses c ON c.id = q.course_id JOIN users u ON u.id = a.user_id
      WHERE a.user_id = ANY (string_to_array($1, ',')::bigint[]) AND a.passed
      GROUP BY q.id, q.title, c.id, c.title, u.id, u.name ORDER BY passed_at`,
    [studentIds.join(',')],
  );
  return rows.map((row) => ({
    quizId: row.quiz_id,
    studentId: row.user_id,
    certificate: {
      studentName: row.name,
      courseTitle: `${row.course_title} — ${row.quiz_title}`,
      obtainedAt: new Date(row.passed_at),
      pctoMinutes: Math.floor(Number(row.present_ms) / 60_000),
    },
  }));
}
