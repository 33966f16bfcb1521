import type { FastifyInstance } from 'fastify';
import { liveEndpoints } from '#common/api/live/endpoints.ts';
import { route } from '../http/endpoint-route.ts';
import { viewerFromClaims } from '../privacy/student-access.ts';
import { loadCourses, type LiveViewer } from './course-repository.ts';
import {
  liveProfile,
  oneCourse,
  requestSubscription,
  subscribe,
  subscriptionsOf,
  unsubscribe,
} from './course-service.ts';

/** Courses and subscriptions (common/api/live/endpoints.ts); the rules are course-service.ts's. */
export async function courseRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.services;
  const viewerOf = (auth: { user_id: string; role: string }): LiveViewer => ({
    userId: auth.user_id,
    role: auth.role,
  });

  route(app, liveEndpoints.listCourses, ({ auth }) => loadCourses(db, viewerOf(auth)));
  route(app, liveEndpoints.listProfessorCourses, ({ auth }) => loadCourses(db, viewerOf(auth)));
  route(app, liveEndpoints.listStudentCourses, ({ auth }) =>
    loadCourses(db, viewerOf(auth), { followedOnly: true }),
  );
  route(app, liveEndpoints.getCourse, ({ auth, params }) =>
    oneCourse(db, viewerOf(auth), params.id),
  );
  route(app, liveEndpoints.getProfessorCourse, ({ auth, params }) =>
    oneCourse(db, viewerOf(auth), params.id),
  );
  route(app, liveEndpoints.getStudentCourse, ({ auth, params }) =>
    oneCourse(db, viewerOf(auth), params.id),
  );

  route(app, liveEndpoints.getLiveProfile, ({ auth, params }) =>
    liveProfile(db, viewerFromClaims(auth), params.userId, new Date(clock())),
  );

  route(app, liveEndpoints.getSubscriptions, ({ auth, params }) =>
    subscriptionsOf(db, auth.user_id, params.id),
  );

  route(app, liveEndpoints.subscribe, ({ auth, body }) =>
    subscribe(db, {
      professorId: auth.user_id,
      courseId: body.courseid,
      classroomIds: body.classrooms,
      now: new Date(clock()),
    }),
  );

  route(app, liveEndpoints.unsubscribe, ({ auth, body }) =>
    unsubscribe(db, auth.user_id, body.courseid, body.classroomid),
  );

  route(app, liveEndpoints.requestSubscription, async ({ auth, query }) => {
    await requestSubscription(db, auth.user_id, query.course_id, new Date(clock()));
  });
}
