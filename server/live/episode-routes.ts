import type { FastifyInstance } from 'fastify';
import { liveEndpoints } from '#common/api/live/endpoints.ts';
import { episodeState } from '#common/live/episode-timing.ts';
import { notFound, validationFailed } from '../http/http-error.ts';
import { route } from '../http/endpoint-route.ts';
import { courseExists, findEpisode, type LiveViewer } from './course-repository.ts';
import {
  episodeRank,
  episodeRanks,
  insertEpisodeQuestion,
  isMainQuestionOf,
  listEpisodeQuestions,
  myVote,
  nextLive,
  upsertVote,
} from './episode-repository.ts';

/**
 * Episodes: ratings, questions and the next live (common/api/live/endpoints.ts). Reading is
 * open to students and professors; a student rates and asks only on the courses they follow
 * (another course's episode is 404 to them), and rates an episode once it has started.
 */
export async function episodeRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.services;
  const viewerOf = (auth: { user_id: string; role: string }): LiveViewer => ({
    userId: auth.user_id,
    role: auth.role,
  });
  /** The episode, which must exist and, for a student who acts on it, be of a followed course. */
  const requireEpisode = async (viewer: LiveViewer, episodeId: string, acting: boolean) => {
    const episode = await findEpisode(db, viewer, episodeId);
    if (!episode || (acting && viewer.role === 'student' && !episode.followed)) throw notFound();
    return episode;
  };

  route(app, liveEndpoints.listRanks, async ({ query }) => {
    if (!(await courseExists(db, query.courseid))) throw notFound();
    return episodeRanks(db, query.courseid);
  });

  route(app, liveEndpoints.getMyRank, async ({ auth, query }) => {
    await requireEpisode(viewerOf(auth), query.episodeid, false);
    return { vote: await myVote(db, query.episodeid, auth.user_id) };
  });

  route(app, liveEndpoints.postRank, async ({ auth, body }) => {
    const episode = await requireEpisode(viewerOf(auth), body.episodeid, true);
    if (episodeState(episode, clock()) === 'upcoming') {
      throw validationFailed({ vote: 'Puoi votare un episodio solo dopo che è iniziato.' });
    }
    await upsertVote(db, {
      episodeId: body.episodeid,
      userId: auth.user_id,
      vote: body.vote,
      now: new Date(clock()),
    });
    return episodeRank(db, body.episodeid);
  });

  route(app, liveEndpoints.listEpisodeQuestions, async ({ auth, query }) => {
    await requireEpisode(viewerOf(auth), query.episode_id, false);
    return listEpisodeQuestions(db, query.episode_id, auth.user_id);
  });

  route(app, liveEndpoints.postEpisodeQuestion, async ({ auth, body }) => {
    await requireEpisode(viewerOf(auth), body.episode_id, true);
    const mainQuestionId = body.main_question_id ?? null;
    if (mainQuestionId && !(await isMainQuestionOf(db, mainQuestionId, body.episode_id))) {
      throw notFound();
    }
    const createdAt = new Date(clock());
    const id = await insertEpisodeQuestion(db, {
      episodeId: body.episode_id,
      userId: auth.user_id,
      mainQuestionId,
      text: body.text,
      now: createdAt,
    });
    return {
      id,
      text: body.text,
      created_at: createdAt.toISOString(),
      author: { user_id: auth.user_id, name: auth.name },
      own: true,
      replies: [],
    };
  });

  route(app, liveEndpoints.getNextLive, async ({ auth, reply }) => {
    const next = await nextLive(db, viewerOf(auth), new Date(clock()));
    if (!next) return reply.code(204).send();
    return next;
  });
}
