import type { FastifyInstance } from 'fastify';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import { route } from '../http/endpoint-route.ts';
import { searchStudentsRanking, studentsRanking } from './students-ranking-repository.ts';

/**
 * The students' ranking (spec 02 §3, §7): students and professors only — visitors and company
 * users get 403 (§5: ranking is skipped for them).
 */
export async function studentsRankingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;

  route(app, profileEndpoints.getStudentsRanking, async ({ query, auth }) =>
    studentsRanking(db, auth.user_id, query.filter_by),
  );

  route(app, profileEndpoints.searchStudentsRanking, async ({ query }) =>
    searchStudentsRanking(db, query),
  );
}
