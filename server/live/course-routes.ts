import type { FastifyInstance } from 'fastify';
import { liveEndpoints } from '#common/api/live/endpoints.ts';
import { conflict, notFound, validationFailed } from '../http/http-error.ts';
import { route } from '../http/endpoint-route.ts';
import { notifyCourseSubscribed } from '../notifications/notification-events.ts';
import { courseExists, loadCourses, type LiveViewer } from './course-repository.ts';
import { followedCoursesSql } from './followed-courses.ts';
import { courseParticipation, mayViewParticipation } from './participation-repository.ts';
import {
  classroomSubscriptions,
  countOwnActiveClassrooms,
  deleteSubscription,
  hasActiveClassroom,
  insertSubscriptionRequest,
  insertSubscriptions,
} from './subscription-repository.ts';

/**
 * Courses and subscriptions (common/api/live/endpoints.ts). Every course is visible to students
 * and professors (the live area lists them all; students ask to follow the others); what a
 * user follows comes from followed-courses.ts. A professor acts on their own active classrooms
 * only: any other is 404, and nothing is subscribed.
 */
export async function courseRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.services;
  const viewerOf = (auth: { user_id: string; role: string }): LiveViewer => ({
    userId: auth.user_id,
    role: auth.role,
  });
  const oneCourse = async (viewer: LiveViewer, courseId: string) => {
    const [course] = await loadCourses(db, viewer, { courseId });
    if (!course) throw notFound();
    return course;
  };

  route(app, liveEndpoints.listCourses, ({ auth }) => loadCourses(db, viewerOf(auth)));
  route(app, liveEndpoints.listProfessorCourses, ({ auth }) => loadCourses(db, viewerOf(auth)));
  route(app, liveEndpoints.listStudentCourses, ({ auth }) =>
    loadCourses(db, viewerOf(auth), { followedOnly: true }),
  );
  route(app, liveEndpoints.getCourse, ({ auth, params }) => oneCourse(viewerOf(auth), params.id));
  route(app, liveEndpoints.getProfessorCourse, ({ auth, params }) =>
    oneCourse(viewerOf(auth), params.id),
  );
  route(app, liveEndpoints.getStudentCourse, ({ auth, params }) =>
    oneCourse(viewerOf(auth), params.id),
  );

  route(app, liveEndpoints.getLiveProfile, async ({ auth, params }) => {
    const [user] = await db.query<{ id: string; name: string }>(
      "SELECT id::text AS id, name FROM users WHERE id = $1 AND role = 'student'",
      [params.userId],
    );
    if (!user || !(await mayViewParticipation(db, viewerOf(auth), user.id))) throw notFound();
    return { user, courses: await courseParticipation(db, user.id, new Date(clock())) };
  });

  route(app, liveEndpoints.getSubscriptions, async ({ auth, params }) => {
    if (!(await courseExists(db, params.id))) throw notFound();
    return classroomSubscriptions(db, auth.user_id, params.id);
  });

  route(app, liveEndpoints.subscribe, async ({ auth, body }) => {
    if (!(await courseExists(db, body.courseid))) throw notFound();
    const classroomIds = [...new Set(body.classrooms)];
    if ((await countOwnActiveClassrooms(db, auth.user_id, classroomIds)) !== classroomIds.length) {
      throw notFound();
    }
    const now = new Date(clock());
    await db.transaction(async (tx) => {
      const added = await insertSubscriptions(tx, {
        courseId: body.courseid,
        classroomIds,
        professorId: auth.user_id,
        now,
      });
      await notifyCourseSubscribed(tx, { courseId: body.courseid, classroomIds: added, now });
    });
    return classroomSubscriptions(db, auth.user_id, body.courseid);
  });

  route(app, liveEndpoints.unsubscribe, async ({ auth, body }) => {
    if (!(await courseExists(db, body.courseid))) throw notFound();
    if ((await countOwnActiveClassrooms(db, auth.user_id, [body.classroomid])) !== 1) {
      throw notFound();
    }
    await deleteSubscription(db, body.courseid, body.classroomid);
    return classroomSubscriptions(db, auth.user_id, body.courseid);
  });

  route(app, liveEndpoints.requestSubscription, async ({ auth, query }) => {
    if (!(await courseExists(db, query.course_id))) throw notFound();
    if (!(await hasActiveClassroom(db, auth.user_id))) {
      throw validationFailed({
        course_id: 'Non fai ancora parte di una classe: chiedi al tuo professore di aggiungerti.',
      });
    }
    const followed = await db.query(
      `SELECT 1 WHERE $2::bigint IN (${followedCoursesSql('student')})`,
      [auth.user_id, query.course_id],
    );
    if (followed.length > 0) throw conflict('La tua classe segue già questo corso.');
    await insertSubscriptionRequest(db, query.course_id, auth.user_id, new Date(clock()));
  });
}
