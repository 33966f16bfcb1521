import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import { useQuestions } from '../api/get-questions.ts';
import { useDeleteQuestion } from '../api/delete-question.ts';
import { useDeleteReply } from '../api/delete-reply.ts';
import { usePostQuestion } from '../api/post-question.ts';
import { usePostReply } from '../api/post-reply.ts';
import { useReportContent } from '../api/report-content.ts';
import { QuestionItem, type PostAction } from './question-item.tsx';
import { TextForm } from './text-form.tsx';

const CONFIRM = {
  delete: {
    title: 'Eliminare il messaggio?',
    message: 'Il messaggio verrà eliminato per sempre.',
    label: 'Elimina',
  },
  report: {
    title: 'Segnalare il messaggio?',
    message: 'Lo segnaleremo ai moderatori perché lo controllino.',
    label: 'Segnala',
  },
} as const;

/** Sends and tells whether it went through (a failure already showed its toast). */
const attempt = async (call: Promise<unknown>) => {
  try {
    await call;
    return true;
  } catch {
    return false;
  }
};

/** The community's questions on a resource: ask, reply, delete own, report others'. */
export function QuestionsSection({ resourceId, canAct }: { resourceId: string; canAct: boolean }) {
  const questions = useQuestions(resourceId);
  const ask = usePostQuestion(resourceId);
  const reply = usePostReply(resourceId);
  const deleteQuestion = useDeleteQuestion(resourceId);
  const deleteReply = useDeleteReply(resourceId);
  const report = useReportContent();
  const [pending, setPending] = useState<PostAction | null>(null);
  // The dialog keeps its words while it animates closed.
  const [verb, setVerb] = useState<PostAction['verb']>('delete');
  const choose = (action: PostAction) => {
    setVerb(action.verb);
    setPending(action);
  };

  const confirm = async () => {
    if (!pending) return;
    const action = pending;
    setPending(null);
    if (action.verb === 'report') report.mutate({ kind: action.kind, id: action.id });
    else if (action.kind === 'question') await attempt(deleteQuestion.mutateAsync(action.id));
    else await attempt(deleteReply.mutateAsync(action.id));
  };

  return (
    <section className="episode-card questions" aria-labelledby="questions-title">
      <h3 id="questions-title" className="episode-card__title">
        Domande e risposte
      </h3>
      {canAct && (
        <TextForm
          label="Fai una domanda sulla lezione"
          submitLabel="Invia domanda"
          busy={ask.isPending}
          onSubmit={(text) => attempt(ask.mutateAsync({ resource_id: resourceId, text }))}
        />
      )}
      {questions.isPending && (
        <p className="episode-note" role="status">
          Caricamento delle domande…
        </p>
      )}
      {questions.isError && (
        <div className="episode-note questions__error" role="alert">
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
        <p className="episode-note">Nessuna domanda per ora: fai tu la prima!</p>
      )}
      {questions.data && questions.data.length > 0 && (
        <ul className="questions__list">
          {questions.data.map((question) => (
            <QuestionItem
              key={question.id}
              question={question}
              canAct={canAct}
              replying={reply.isPending}
              onAction={choose}
              onReply={(questionId, text) =>
                attempt(reply.mutateAsync({ tj_question_id: questionId, text }))
              }
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={CONFIRM[verb].title}
        message={CONFIRM[verb].message}
        confirmLabel={CONFIRM[verb].label}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      />
    </section>
  );
}
