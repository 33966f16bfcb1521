import type { FastifyInstance } from 'fastify';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import { route } from '../http/endpoint-route.ts';
import { viewerFromClaims } from '../privacy/student-access.ts';
import { rankingFor, rankingSearchFor } from './students-ranking-service.ts';

/**
 * The students' ranking (spec 02 §3, §7): students and professors only — visitors and company
 * users get 403 (§5: ranking is skipped for them).
 */
export async function studentsRankingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;

  route(app, profileEndpoints.getStudentsRanking, async ({ query, auth }) =>
    rankingFor(db, viewerFromClaims(auth), query.filter_by),
  );

  route(app, profileEndpoints.searchStudentsRanking, async ({ query, auth }) =>
    rankingSearchFor(db, viewerFromClaims(auth), query),
  );
}
