import { useId } from 'react';
import type { StudentQuiz } from '#common/api/quizzes/quiz.ts';
import type { AttemptQuestion } from './attempt-machine.ts';

type QuizQuestionText = StudentQuiz['questions'][number];

/**
 * One question of the attempt: native radio buttons for single answer, checkboxes for multiple
 * answer, each with its label, so the keyboard and screen readers work as they always do.
 */
export function QuizQuestion(props: {
  question: QuizQuestionText;
  selection: AttemptQuestion;
  disabled: boolean;
  onChoose: (answerIds: string[]) => void;
}) {
  const { question, selection, disabled, onChoose } = props;
  const name = useId();
  const single = question.type === 'single_answer';
  const selected = new Set(selection.answers.filter((a) => a.selected).map((a) => a.id));

  const toggle = (answerId: string, checked: boolean) => {
    if (single) return onChoose([answerId]);
    const next = new Set(selected);
    if (checked) next.add(answerId);
    else next.delete(answerId);
    onChoose(question.answers.map((a) => a.id).filter((id) => next.has(id)));
  };

  return (
    <fieldset className="quiz-question" disabled={disabled}>
      {/* Questions and answers are text (the sanitiser's default profile): React escapes them,
          so "Perché usare <main>?" shows its tags instead of running them (spec 02 §9). */}
      <legend className="quiz-question__text">{question.text}</legend>
      <p className="quiz-question__hint">
        {single ? 'Scegli una risposta.' : 'Scegli una o più risposte.'}
      </p>
      <ul className="quiz-question__answers">
        {question.answers.map((answer) => (
          <li key={answer.id}>
            <label className="quiz-answer">
              <input
                type={single ? 'radio' : 'checkbox'}
                name={name}
                value={answer.id}
                checked={selected.has(answer.id)}
                onChange={(event) => toggle(answer.id, event.target.checked)}
              />
              <span>{answer.text}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
