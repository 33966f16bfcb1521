import type { Database, Queryable } from '../db/database.ts';
import { conflict, notFound, validationFailed } from '../http/http-error.ts';
import { notifyCourseSubscribed } from '../notifications/notification-events.ts';
import { requireVisibleUser, type Viewer } from '../privacy/student-access.ts';
import { findStudentName } from '../users/user-repository.ts';
import { courseExists, loadCourses, type LiveViewer } from './course-repository.ts';
import { studentFollowsCourse } from './followed-course-repository.ts';
import { courseParticipation } from './participation-repository.ts';
import {
  classroomSubscriptions,
  countOwnActiveClassrooms,
  deleteSubscription,
  hasActiveClassroom,
  insertSubscriptionRequest,
  insertSubscriptions,
} from './subscription-repository.ts';

/**
 * Courses and subscriptions. Every course is visible to students and professors; what a user
 * follows comes from followed-course-repository.ts. A professor acts on their own active
 * classrooms only: any other is 404, and nothing is subscribed.
 */

/** One course as the viewer sees it; 404 when there is none. */
export async function oneCourse(db: Queryable, viewer: LiveViewer, courseId: string) {
  const [course] = await loadCourses(db, viewer, { courseId });
  if (!course) throw notFound();
  return course;
}

/**
 * A student's live participation: the access rule's `live-profile` (the student, a professor of
 * theirs); anyone else, or no student: 404.
 */
export async function liveProfile(
  db: Queryable,
  viewer: NonNullable<Viewer>,
  userId: string,
  now: Date,
) {
  await requireVisibleUser(db, viewer, userId, 'live-profile');
  const user = await findStudentName(db, userId);
  if (!user) throw notFound();
  return { user, courses: await courseParticipation(db, user.id, now) };
}

/** Which of the professor's classrooms follow the course (no course: 404). */
export async function subscriptionsOf(db: Queryable, professorId: string, courseId: string) {
  if (!(await courseExists(db, courseId))) throw notFound();
  return classroomSubscriptions(db, professorId, courseId);
}

/**
 * Subscribes the professor's classrooms to a course; the enabled students of the classrooms
 * newly subscribed are told, in the same transaction.
 */
export async function subscribe(
  db: Database,
  input: { professorId: string; courseId: string; classroomIds: readonly string[]; now: Date },
) {
  const { professorId, courseId, now } = input;
  if (!(await courseExists(db, courseId))) throw notFound();
  const classroomIds = [...new Set(input.classroomIds)];
  if ((await countOwnActiveClassrooms(db, professorId, classroomIds)) !== classroomIds.length) {
    throw notFound();
  }
  await db.transaction(async (tx) => {
    const added = await insertSubscriptions(tx, { courseId, classroomIds, professorId, now });
    await notifyCourseSubscribed(tx, { courseId, classroomIds: added, now });
  });
  return classroomSubscriptions(db, professorId, courseId);
}

export async function unsubscribe(
  db: Queryable,
  professorId: string,
  courseId: string,
  classroomId: string,
) {
  // A retired course may still be followed from before the import: that can be undone.
  if (!(await courseExists(db, courseId, { withRetired: true }))) throw notFound();
  if ((await countOwnActiveClassrooms(db, professorId, [classroomId])) !== 1) throw notFound();
  await deleteSubscription(db, courseId, classroomId);
  return classroomSubscriptions(db, professorId, courseId);
}

/** A student asks their professor to follow a course: 422 without a classroom, 409 if followed. */
export async function requestSubscription(
  db: Queryable,
  studentId: string,
  courseId: string,
  now: Date,
): Promise<void> {
  if (!(await courseExists(db, courseId))) throw notFound();
  if (!(await hasActiveClassroom(db, studentId))) {
    throw validationFailed({
      course_id: 'Non fai ancora parte di una classe: chiedi al tuo professore di aggiungerti.',
    });
  }
  if (await studentFollowsCourse(db, studentId, courseId)) {
    throw conflict('La tua classe segue già questo corso.');
  }
  await insertSubscriptionRequest(db, courseId, studentId, now);
}
