import { useId, useState, type FormEvent } from 'react';
import type { EpisodeQuestion } from '#common/api/live/episodes.ts';
import { QUESTION_TEXT_MAX_LENGTH } from '#common/api/journey/questions.ts';
import { formatDateTime } from '#common/format/swiss-italian.ts';
import { LoadError } from '../../../components/load-state/load-error.tsx';
import { formErrorOf } from '../../../lib/http/form-error.ts';
import { useEpisodeQuestions, usePostEpisodeQuestion } from '../api/live-calls.ts';

/** A text box and its button: a question, or a reply to one. Refusals show under the field. */
function PostForm({
  label,
  button,
  onSend,
}: {
  label: string;
  button: string;
  onSend: (text: string) => Promise<unknown>;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setError('Scrivi il testo.');
      return;
    }
    setSending(true);
    try {
      await onSend(text);
      setText('');
      setError(null);
    } catch (failure) {
      const refused = formErrorOf(failure);
      setError(refused.details.text ?? refused.message);
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="live-post-form" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={text}
        maxLength={QUESTION_TEXT_MAX_LENGTH}
        rows={2}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="live-error">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={sending}>
        {button}
      </button>
    </form>
  );
}

function Post({ post }: { post: Omit<EpisodeQuestion, 'replies'> }) {
  return (
    <div className="live-post">
      <p className="live-post__author">
        <strong>{post.author.name}</strong>{' '}
        <time dateTime={post.created_at}>{formatDateTime(post.created_at)}</time>
      </p>
      <p className="live-post__text">{post.text}</p>
    </div>
  );
}

/** The episode's questions, newest first, with their replies; who may write can ask and reply. */
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
    post.mutateAsync({ text, mainQuestionId });
  return (
    <section className="live-panel" aria-labelledby="episode-questions">
      <h2 id="episode-questions" className="live-panel__title">
        Domande
      </h2>
      {canWrite && (
        <PostForm
          label="Fai una domanda sull’episodio"
          button="Invia domanda"
          onSend={(text) => send(text, null)}
        />
      )}
      {questions.isPending ? (
        <p className="live-state">Caricamento delle domande…</p>
      ) : questions.isError ? (
        <LoadError
          message="Impossibile caricare le domande."
          onRetry={() => void questions.refetch()}
        />
      ) : questions.data.length === 0 ? (
        <p className="live-state">Ancora nessuna domanda: fai tu la prima.</p>
      ) : (
        <ul className="live-questions">
          {questions.data.map((question) => (
            <li key={question.id}>
              <Post post={question} />
              {question.replies.length > 0 && (
                <ul
                  className="live-questions__replies"
                  aria-label={`Risposte a ${question.author.name}`}
                >
                  {question.replies.map((reply) => (
                    <li key={reply.id}>
                      <Post post={reply} />
                    </li>
                  ))}
                </ul>
              )}
              {canWrite && (
                <details className="live-questions__reply">
                  <summary>Rispondi</summary>
                  <PostForm
                    label={`Rispondi a ${question.author.name}`}
                    button="Invia risposta"
                    onSend={(text) => send(text, question.id)}
                  />
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
