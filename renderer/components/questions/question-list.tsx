import type { Question } from '#common/api/journey/questions.ts';
import { QuestionItem, type PostAction } from './question-item.tsx';
import { TextForm } from './text-form.tsx';
import './questions.css';

/** What the list needs of the subject's questions query. */
export interface QuestionsQuery {
  data: Question[] | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** Sends and tells whether it went through (a failure already showed its toast). */
export const attempt = async (call: Promise<unknown>): Promise<boolean> => {
  try {
    await call;
    return true;
  } catch {
    return false;
  }
};

/**
 * The conversation on a resource or an episode: the form to ask (for who may write), then the
 * questions newest first with their replies, or what stands in for them (loading, a failure
 * with 'Riprova', none yet). The subject supplies its calls; `onAction` only where its posts
 * can be deleted and reported.
 */
export function QuestionList(props: {
  questions: QuestionsQuery;
  askLabel: string;
  canAct: boolean;
  asking: boolean;
  replying: boolean;
  onAsk: (text: string) => Promise<boolean>;
  onReply: (questionId: string, text: string) => Promise<boolean>;
  onAction?: (action: PostAction) => void;
}) {
  const { questions, canAct } = props;
  return (
    <>
      {canAct && (
        <TextForm
          label={props.askLabel}
          submitLabel="Invia domanda"
          busy={props.asking}
          onSubmit={props.onAsk}
        />
      )}
      {questions.isPending && (
        <p className="questions__note" role="status">
          Caricamento delle domande…
        </p>
      )}
      {questions.isError && (
        <div className="questions__note questions__error" role="alert">
          <p>Non è stato possibile caricare le domande. Riprova più tardi.</p>
          <button
            type="button"
            className="button button--ghost"
            disabled={questions.isFetching}
            onClick={() => void questions.refetch()}
          >
            Riprova
          </button>
        </div>
      )}
      {questions.data?.length === 0 && (
        <p className="questions__note">Nessuna domanda per ora: fai tu la prima!</p>
      )}
      {questions.data && questions.data.length > 0 && (
        <ul className="questions__list">
          {questions.data.map((question) => (
            <QuestionItem
              key={question.id}
              question={question}
              canAct={canAct}
              replying={props.replying}
              onAction={props.onAction}
              onReply={props.onReply}
            />
          ))}
        </ul>
      )}
    </>
  );
}
