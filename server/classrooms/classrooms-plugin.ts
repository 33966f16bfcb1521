import type { FastifyInstance } from 'fastify';
import { assignmentRoutes } from '../assignments/assignment-routes.ts';
import { classroomRoutes } from './classroom-routes.ts';
import { credentialRoutes } from './credential-routes.ts';
import { exportRoute } from './export-route.ts';
import { invitationRoutes } from './invitation-routes.ts';
import { studentRoutes } from './student-routes.ts';
import { studentStateRoutes } from './student-state-routes.ts';
import { testSessionRoutes } from './test-session-routes.ts';
import { uploadRoutes } from './upload-routes.ts';

/** Classroom management of /api/tj (spec 02 §7 "Classroom"), professors only. */
export async function classroomsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(classroomRoutes);
  await app.register(studentRoutes);
  await app.register(studentStateRoutes);
  await app.register(invitationRoutes);
  await app.register(uploadRoutes);
  await app.register(exportRoute);
  await app.register(testSessionRoutes);
  // Assignments (issue 29 §1) live beside test sessions: both give a classroom's students work.
  await app.register(assignmentRoutes);
  await app.register(credentialRoutes);
}
