import type { FastifyInstance } from 'fastify';
import { reportEndpoints } from '#common/api/reports/index.ts';
import type { Queryable } from '../db/database.ts';
import { route } from '../http/endpoint-route.ts';
import { notFound } from '../http/http-error.ts';
import { requireOwnClassroom, requireOwnStudent } from './ownership.ts';
import {
  entityStats,
  entityStudents,
  findEntityId,
  studentProgress,
} from './stats-report-repository.ts';

/** Reports API: statistics per entity, per student of a classroom, and one student's progress. */
export async function statsReportRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;

  route(app, reportEndpoints.getReportEntityStats, async ({ query, auth }) => {
    if (query.classroom_id !== undefined) {
      await requireOwnClassroom(db, auth.user_id, query.classroom_id);
    }
    return entityStats(db, auth.user_id, query.classroom_id);
  });

  route(app, reportEndpoints.getReportEntityStudents, async ({ query, auth }) => {
    await requireOwnClassroom(db, auth.user_id, query.classroom_id);
    return entityStudents(db, query.classroom_id, await requireEntity(db, query.entity_id));
  });

  route(app, reportEndpoints.getReportStudentProgress, async ({ query, auth }) => {
    await requireOwnStudent(db, auth.user_id, query.student_id);
    return studentProgress(db, query.student_id, await requireEntity(db, query.entity_id));
  });
}

async function requireEntity(db: Queryable, hexId: string): Promise<string> {
  const id = await findEntityId(db, hexId);
  if (id === null) throw notFound();
  return id;
}
