import { attempt, QuestionList } from '../../../components/questions/question-list.tsx';
import { useEpisodeQuestions, usePostEpisodeQuestion } from '../api/live-calls.ts';

/**
 * The episode's questions, newest first, with their replies (renderer/components/questions,
 * as on a lesson); who may write can ask and reply. An episode's posts are neither deleted nor
 * reported: the server offers neither for episodes.
 */
export function EpisodeQuestions({
  episodeId,
  canWrite,
}: {
  episodeId: string;
  canWrite: boolean;
}) {
  const questions = useEpisodeQuestions(episodeId);
  const post = usePostEpisodeQuestion(episodeId);
  const send = (text: string, mainQuestionId: string | null) =>
    attempt(post.mutateAsync({ text, mainQuestionId }));
  return (
    <section className="live-panel" aria-labelledby="episode-questions">
      <h2 id="episode-questions" className="live-panel__title">
        Domande
      </h2>
      <QuestionList
        questions={questions}
        askLabel="Fai una domanda sull’episodio"
        canAct={canWrite}
        asking={post.isPending && !post.variables?.mainQuestionId}
        replying={post.isPending && Boolean(post.variables?.mainQuestionId)}
        onAsk={(text) => send(text, null)}
        onReply={(questionId, text) => send(text, questionId)}
      />
    </section>
  );
}
