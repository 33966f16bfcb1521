import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog.tsx';
import type { PostAction } from '../../../components/questions/question-item.tsx';
import { attempt, QuestionList } from '../../../components/questions/question-list.tsx';
import {
  useDeleteQuestion,
  useDeleteReply,
  usePostQuestion,
  usePostReply,
  useQuestions,
} from '../api/questions.ts';
import { useReportContent } from '../api/report-content.ts';

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

/**
 * The community's questions on a resource (renderer/components/questions): ask, reply, and,
 * unlike an episode's, delete one's own and report others', each after confirmation.
 */
export function QuestionsSection({ resourceId, canAct }: { resourceId: string; canAct: boolean }) {
  const questions = useQuestions(resourceId);
  const ask = usePostQuestion();
  const reply = usePostReply();
  const deleteQuestion = useDeleteQuestion();
  const deleteReply = useDeleteReply();
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
      <QuestionList
        questions={questions}
        askLabel="Fai una domanda sulla lezione"
        canAct={canAct}
        asking={ask.isPending}
        replying={reply.isPending}
        onAsk={(text) => attempt(ask.mutateAsync({ resource_id: resourceId, text }))}
        onReply={(questionId, text) =>
          attempt(reply.mutateAsync({ tj_question_id: questionId, text }))
        }
        onAction={choose}
      />
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
