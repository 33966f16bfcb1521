import type { LiveQuizReview } from '#common/api/live/quizzes.ts';

/** The last handed-in attempt with the key: what was chosen, what was right. */
export function LiveQuizReviewView({ review }: { review: LiveQuizReview }) {
  return (
    <section className="live-panel" aria-labelledby="live-quiz-review">
      <h2 id="live-quiz-review" className="live-panel__title">
        Il tuo ultimo tentativo: {review.score_percentage}% —{' '}
        {review.passed ? 'superato' : 'non superato'}
      </h2>
      <ol className="live-review">
        {review.questions.map((question) => (
          <li key={question.id}>
            <p className="live-review__question">{question.text}</p>
            <ul className="live-review__answers">
              {question.answers.map((answer) => (
                <li
                  key={answer.id}
                  className={
                    answer.correct
                      ? 'live-review__answer live-review__answer--correct'
                      : answer.selected
                        ? 'live-review__answer live-review__answer--wrong'
                        : 'live-review__answer'
                  }
                >
                  {answer.text}
                  {answer.selected && <strong> — la tua risposta</strong>}
                  {answer.correct && <span> (corretta)</span>}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
