import { isAnswered, type AttemptQuestion } from './attempt-machine.ts';

/** The question index: a button per question, to go straight to it. */
export function QuizIndex(props: {
  questions: readonly AttemptQuestion[];
  step: number;
  disabled: boolean;
  onGoTo: (step: number) => void;
}) {
  const { questions, step, disabled, onGoTo } = props;
  return (
    <nav className="quiz-index" aria-label="Indice delle domande">
      <ol className="quiz-index__list">
        {questions.map((question, index) => {
          const answered = isAnswered(question);
          return (
            <li key={question.id}>
              <button
                type="button"
                className={`quiz-index__item${answered ? ' quiz-index__item--answered' : ''}`}
                aria-current={index === step ? 'step' : undefined}
                aria-label={`Domanda ${index + 1}${answered ? ', con risposta' : ''}`}
                disabled={disabled}
                onClick={() => onGoTo(index)}
              >
                {index + 1}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
