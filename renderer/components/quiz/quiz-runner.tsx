import { useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog.tsx';
import type { StudentQuiz } from '#common/api/quizzes/quiz.ts';
import type { QuizAttempt } from './use-quiz-attempt.ts';
import { currentQuestion, isAnswered, isLastStep } from './attempt-machine.ts';
import { QuizIndex } from './quiz-index.tsx';
import { QuizQuestion } from './quiz-question.tsx';

/** The questions' texts, as every kind of quiz sends them to a student (no key). */
type QuestionTexts = StudentQuiz['questions'];

/**
 * The attempt on screen, for every kind of quiz: progress, one question, Indietro / Avanti
 * (Termina), the index, Abbandona.
 */
export function QuizRunner(props: {
  questions: QuestionTexts;
  attempt: QuizAttempt;
  /** What quitting loses and when the quiz can be taken again. */
  quitMessage?: string;
}) {
  const { questions, attempt } = props;
  const quitMessage =
    props.quitMessage ??
    'Le risposte date finora andranno perse. Potrai ricominciare il quiz quando vuoi.';
  const [confirmQuit, setConfirmQuit] = useState(false);
  const { state, busy } = attempt;
  const selection = currentQuestion(state);
  const question = questions.find((q) => q.id === selection?.id);
  if (!selection || !question) return null;
  const total = state.questions.length;
  const completed = state.status === 'completed';

  return (
    <section className="quiz-card" aria-labelledby="quiz-progress">
      <p id="quiz-progress" className="quiz-progress" aria-live="polite">
        Domanda {state.step + 1} di {total}
      </p>
      <progress
        className="quiz-progress__bar"
        max={total}
        value={state.step + 1}
        aria-hidden="true"
      />
      <QuizQuestion
        key={question.id}
        question={question}
        selection={selection}
        disabled={busy || completed}
        onChoose={attempt.choose}
      />
      <div className="quiz-actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={busy || completed || state.step === 0}
          onClick={attempt.back}
        >
          Indietro
        </button>
        {completed ? (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void attempt.finish()}
          >
            Termina
          </button>
        ) : (
          <button
            type="button"
            className="button button--primary"
            disabled={busy || !isAnswered(selection)}
            onClick={() => void attempt.forward()}
          >
            {isLastStep(state) ? 'Termina' : 'Avanti'}
          </button>
        )}
      </div>
      <QuizIndex
        questions={state.questions}
        step={state.step}
        disabled={busy || completed}
        onGoTo={attempt.goTo}
      />
      <button
        type="button"
        className="text-link quiz-quit"
        disabled={busy}
        onClick={() => setConfirmQuit(true)}
      >
        Abbandona il quiz
      </button>
      <ConfirmDialog
        open={confirmQuit}
        title="Abbandonare il quiz?"
        message={quitMessage}
        confirmLabel="Abbandona"
        busy={attempt.quitting}
        onCancel={() => setConfirmQuit(false)}
        onConfirm={() => {
          setConfirmQuit(false);
          void attempt.abandon();
        }}
      />
    </section>
  );
}
