import type { FastifyInstance } from 'fastify';
import { liveEndpoints } from '#common/api/live/endpoints.ts';
import { episodeState } from '#common/live/episode-timing.ts';
import { notFound, validationFailed } from '../http/http-error.ts';
import { route } from '../http/endpoint-route.ts';
import { createQuestionsService } from '../questions/questions-service.ts';
import { createVotesService } from '../votes/votes-service.ts';
import { episodeAveragesOfCourse } from '../votes/votes-repository.ts';
import { courseExists, findEpisode, type LiveViewer } from './course-repository.ts';
import { nextLive } from './episode-repository.ts';

/**
 * Episodes: ratings, questions and the next live (common/api/live/endpoints.ts). Ratings and
 * questions run on the engines the resources use (server/votes, server/questions). Reading is
 * open to students and professors; a student rates and asks only on the courses they follow
 * (another course's episode is 404 to them), and rates an episode once it has started.
 */
export async function episodeRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.services;
  const votes = createVotesService(db, clock);
  const questions = createQuestionsService(db, clock);
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
    return episodeAveragesOfCourse(db, query.courseid);
  });

  route(app, liveEndpoints.getMyRank, async ({ auth, query }) => {
    await requireEpisode(viewerOf(auth), query.episodeid, false);
    return { vote: await votes.myVote('episode', query.episodeid, auth.user_id) };
  });

  route(app, liveEndpoints.postRank, async ({ auth, body }) => {
    const episode = await requireEpisode(viewerOf(auth), body.episodeid, true);
    if (episodeState(episode, clock()) === 'upcoming') {
      throw validationFailed({ vote: 'Puoi votare un episodio solo dopo che è iniziato.' });
    }
    const average = await votes.vote('episode', {
      subjectId: body.episodeid,
      userId: auth.user_id,
      vote: body.vote,
    });
    return { episode_id: body.episodeid, ...average };
  });

  route(app, liveEndpoints.listEpisodeQuestions, async ({ auth, query }) => {
    await requireEpisode(viewerOf(auth), query.episode_id, false);
    return questions.list('episode', query.episode_id, auth.user_id);
  });

  route(app, liveEndpoints.postEpisodeQuestion, async ({ auth, body }) => {
    await requireEpisode(viewerOf(auth), body.episode_id, true);
    if (!body.main_question_id) {
      return questions.ask('episode', {
        subjectId: body.episode_id,
        author: auth,
        text: body.text,
      });
    }
    const reply = await questions.reply('episode', {
      questionId: body.main_question_id,
      author: auth,
      text: body.text,
      // A reply answers a question of the episode the request names, never another's.
      mayAct: async (episodeId) => {
        if (episodeId !== body.episode_id) throw notFound();
      },
    });
    // The declared answer is one shape for questions and replies: a reply has no replies.
    return { ...reply, replies: [] };
  });

  route(app, liveEndpoints.getNextLive, async ({ auth, reply }) => {
    const next = await nextLive(db, viewerOf(auth), new Date(clock()));
    if (!next) return reply.code(204).send();
    return next;
  });
}
