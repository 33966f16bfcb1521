import type { LiveQuizReview } from '#common/api/live/quizzes.ts';
import { percentWithArticle } from '#common/format/percent-with-article.ts';
import { AnswersList } from '../../../components/quiz/answers-list.tsx';

/** The passing attempt with the key (shown only once passed): what was chosen, what was right. */
export function LiveQuizReviewView({ review }: { review: LiveQuizReview }) {
  return (
    <section aria-labelledby="live-quiz-review">
      <h2 id="live-quiz-review" className="live-panel__title">
        Le risposte corrette: hai superato il quiz con {percentWithArticle(review.score_percentage)}
      </h2>
      <AnswersList questions={review.questions} />
    </section>
  );
}
