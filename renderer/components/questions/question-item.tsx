import { useState } from 'react';
import type { Question, Reply } from '#common/api/journey/questions.ts';
import { formatDateTime } from '#common/format/swiss-italian.ts';
import { TextForm } from './text-form.tsx';

/** What the user wants to do to a question or reply, confirmed by the section's dialog. */
export type PostAction = {
  readonly verb: 'delete' | 'report';
  readonly kind: 'question' | 'reply';
  readonly id: string;
};

function PostBody(props: {
  post: Reply;
  kind: PostAction['kind'];
  /** Delete one's own post, report another's; without it (an episode's posts) neither. */
  onAction: ((action: PostAction) => void) | undefined;
}) {
  const { post, kind, onAction } = props;
  const what = kind === 'question' ? 'la domanda' : 'la risposta';
  return (
    <>
      <p className="question-item__meta">
        <strong>{post.author.name}</strong> ·{' '}
        <time dateTime={post.created_at}>{formatDateTime(post.created_at)}</time>
      </p>
      <p className="question-item__text">{post.text}</p>
      {onAction && (
        <div className="question-item__actions">
          {post.own ? (
            <button
              type="button"
              className="text-link"
              aria-label={`Elimina ${what} di ${post.author.name}`}
              onClick={() => onAction({ verb: 'delete', kind, id: post.id })}
            >
              Elimina
            </button>
          ) : (
            <button
              type="button"
              className="text-link"
              aria-label={`Segnala ${what} di ${post.author.name}`}
              onClick={() => onAction({ verb: 'report', kind, id: post.id })}
            >
              Segnala
            </button>
          )}
        </div>
      )}
    </>
  );
}

/**
 * A question with its replies and, for who may write (`canAct`), the reply form on request and
 * the actions on each post when the subject offers them (`onAction`).
 */
export function QuestionItem(props: {
  question: Question;
  canAct: boolean;
  replying: boolean;
  onAction?: ((action: PostAction) => void) | undefined;
  onReply: (questionId: string, text: string) => Promise<boolean>;
}) {
  const { question, canAct, replying, onAction, onReply } = props;
  const [open, setOpen] = useState(false);
  return (
    <li className="question-item">
      <PostBody post={question} kind="question" onAction={canAct ? onAction : undefined} />
      {question.replies.length > 0 && (
        <ul className="question-item__replies" aria-label="Risposte">
          {question.replies.map((reply) => (
            <li key={reply.id} className="question-item__reply">
              <PostBody post={reply} kind="reply" onAction={canAct ? onAction : undefined} />
            </li>
          ))}
        </ul>
      )}
      {canAct &&
        (open ? (
          <TextForm
            label="La tua risposta"
            submitLabel="Invia risposta"
            busy={replying}
            autoFocus
            onCancel={() => setOpen(false)}
            onSubmit={async (text) => {
              const sent = await onReply(question.id, text);
              if (sent) setOpen(false);
              return sent;
            }}
          />
        ) : (
          <button
            type="button"
            className="text-link"
            aria-expanded={false}
            onClick={() => setOpen(true)}
          >
            Rispondi
          </button>
        ))}
    </li>
  );
}
