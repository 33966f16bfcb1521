/** A question as the answers views show it; `selected` is absent where there is no attempt. */
export interface ReviewQuestion {
  readonly id: string;
  readonly text: string;
  readonly explanation?: string;
  readonly answers: readonly {
    readonly id: string;
    readonly text: string;
    readonly correct: boolean;
    readonly selected?: boolean;
  }[];
}

/**
 * Every question with its answers: the correct ones and the student's choices are marked with
 * words and symbols, not by colour alone; then the explanation.
 */
export function AnswersList({ questions }: { questions: readonly ReviewQuestion[] }) {
  return (
    <ol className="answers-list">
      {questions.map((question, index) => (
        <li key={question.id} className="quiz-card answers-list__question">
          <h2 className="answers-list__title">
            <span className="answers-list__number">Domanda {index + 1}</span> {question.text}
          </h2>
          <ul className="answers-list__answers">
            {question.answers.map((answer) => (
              <li
                key={answer.id}
                className={`answers-list__answer${answer.correct ? ' answers-list__answer--correct' : ''}${answer.selected ? ' answers-list__answer--selected' : ''}`}
              >
                <span className="answers-list__icon" aria-hidden="true">
                  {answer.correct ? '✓' : '•'}
                </span>
                <span className="answers-list__text">{answer.text}</span>
                {answer.correct && <span className="answers-list__tag">Risposta corretta</span>}
                {answer.selected && (
                  <span className="answers-list__tag answers-list__tag--selected">
                    La tua risposta
                  </span>
                )}
              </li>
            ))}
          </ul>
          {question.explanation && (
            <p className="answers-list__explanation">
              <strong>Spiegazione:</strong> {question.explanation}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
