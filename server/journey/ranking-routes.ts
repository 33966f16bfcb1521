import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../common/api/journey/ids.ts';
import {
  voteRequestSchema,
  type MyVote,
  type RankingAverage,
} from '../../common/api/journey/ranking.ts';
import { requireRole } from '../auth/require-role.ts';
import type { Queryable } from '../db/database.ts';
import { parseRequest } from '../http/validate.ts';
import { requireVisibleResource } from './content/resources.ts';
import { viewerOf } from './content/viewer.ts';

/**
 * Star ratings of a resource (spec 01 §7). Everyone who may open the resource sees the average;
 * students and professors vote (one vote each, voting again replaces it).
 */
export async function rankingRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.services.db;
  const voters = { preHandler: requireRole('student', 'professor') };

  app.get(
    '/tech-journey/resource-ranking/average/:id',
    { preHandler: requireRole() },
    async (request) => {
      const { id } = parseRequest(idParamsSchema, request.params);
      await requireVisibleResource(db(), viewerOf(request), id);
      return averageOf(db(), id);
    },
  );

  app.get('/tech-journey/resource-ranking/my/:id', voters, async (request): Promise<MyVote> => {
    const { id } = parseRequest(idParamsSchema, request.params);
    const viewer = viewerOf(request);
    await requireVisibleResource(db(), viewer, id);
    const rows = await db().query<{ vote: number }>(
      'SELECT vote FROM resource_votes WHERE user_id = $1 AND resource_id = $2',
      [viewer.userId, id],
    );
    return { vote: rows[0]?.vote ?? null };
  });

  app.post('/tech-journey/resource-ranking', voters, async (request) => {
    const { resource_id: resourceId, vote } = parseRequest(voteRequestSchema, request.body);
    const viewer = viewerOf(request);
    await requireVisibleResource(db(), viewer, resourceId);
    await db().query(
      `INSERT INTO resource_votes (user_id, resource_id, vote, voted_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, resource_id) DO UPDATE SET vote = EXCLUDED.vote, voted_at = EXCLUDED.voted_at`,
      [viewer.userId, resourceId, vote, new Date(app.services.clock())],
    );
    return averageOf(db(), resourceId);
  });
}

/** The average vote rounded to two decimals (null without votes) and how many votes there are. */
async function averageOf(db: Queryable, resourceId: string): Promise<RankingAverage> {
  const rows = await db.query<{ average: number | null; votes: number }>(
    `SELECT round(avg(vote), 2)::float8 AS average, count(*)::int AS votes
       FROM resource_votes WHERE resource_id = $1`,
    [resourceId],
  );
  return { average: rows[0]?.average ?? null, votes: rows[0]?.votes ?? 0 };
}
