import type { AttemptQuestion } from '#common/api/reports/index.ts';

/**
 * The questions of an attempt with every answer: the correct ones and the student's choices are
 * marked in words and with a symbol, never by colour alone.
 */
export function AttemptAnswers({ questions }: { questions: readonly AttemptQuestion[] }) {
  return (
    <ol className="report-answers">
      {questions.map((question, index) => {
        const chosenRight = question.answers.every((answer) => answer.correct === answer.selected);
        return (
          <li key={question.id} className="report-card report-answers__question">
            <h3 className="report-answers__title">
              <span className="report-answers__number">Domanda {index + 1}</span> {question.text}
            </h3>
            <p className="report-list__meta">
              {chosenRight ? '✓ Risposta corretta' : '✗ Risposta sbagliata'}
            </p>
            <ul className="report-answers__answers">
              {question.answers.map((answer) => (
                <li
                  key={answer.id}
                  className={`report-answers__answer${answer.correct ? ' report-answers__answer--correct' : ''}${answer.selected ? ' report-answers__answer--selected' : ''}`}
                >
                  <span aria-hidden="true" className="report-answers__icon">
                    {answer.correct ? '✓' : '•'}
                  </span>
                  <span>{answer.text}</span>
                  {answer.correct && <span className="report-answers__tag">Risposta corretta</span>}
                  {answer.selected && (
                    <span className="report-answers__tag report-answers__tag--selected">
                      Scelta dello studente
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}
