import { useEffect, useRef, type ReactNode } from 'react';
import type { StudentLiveQuiz } from '#common/api/live/quizzes.ts';
import { paths } from '#common/routing/paths.ts';
import { LiveAnnouncer } from '../../../components/live-announcer/live-announcer.tsx';
import { QuizResult, resultAnnouncement } from '../../../components/quiz/quiz-result.tsx';
import { QuizRunner } from '../../../components/quiz/quiz-runner.tsx';
import { useQuizAttempt } from '../../../components/quiz/use-quiz-attempt.ts';
import { useLiveAttemptCalls, useLiveQuizReview } from '../api/live-quiz-calls.ts';
import { LiveQuizIntro } from './live-quiz-intro.tsx';
import { LiveQuizReviewView } from './live-quiz-review.tsx';

const QUIT_MESSAGE =
  'Le risposte date finora andranno perse. Potrai ricominciare finché la sessione è aperta.';

/**
 * Intro, then the attempt one question at a time, then the result with the key once passed. The
 * live region stays in place through all three, so a screen reader hears the score at the end.
 */
export function LiveQuizAttempt({ quiz }: { quiz: StudentLiveQuiz }) {
  const attempt = useQuizAttempt(quiz, useLiveAttemptCalls(quiz.id));
  const passed = attempt.result?.passed ?? quiz.passed;
  const review = useLiveQuizReview(quiz.id, passed);
  const resultBox = useRef<HTMLDivElement>(null);
  const back = { href: `${paths.live.href()}?course=${quiz.course_id}`, label: 'Torna al corso' };

  // The result replaces the question under the keyboard focus: move focus to its heading.
  useEffect(() => {
    if (attempt.result) resultBox.current?.querySelector('h2')?.focus();
  }, [attempt.result]);

  let content: ReactNode;
  if (attempt.result) {
    content = (
      <div ref={resultBox}>
        <QuizResult
          result={attempt.result}
          back={back}
          busy={attempt.busy}
          onRetry={() => void attempt.begin(true)}
        />
        {review.data && <LiveQuizReviewView review={review.data} />}
      </div>
    );
  } else if (attempt.state.status === 'idle') {
    content = (
      <>
        <LiveQuizIntro
          quiz={quiz}
          back={back}
          busy={attempt.busy}
          onStart={() => void attempt.begin(false)}
        />
        {review.data && <LiveQuizReviewView review={review.data} />}
      </>
    );
  } else {
    content = (
      <QuizRunner questions={quiz.questions} attempt={attempt} quitMessage={QUIT_MESSAGE} />
    );
  }
  return (
    <>
      <LiveAnnouncer message={attempt.result ? resultAnnouncement(attempt.result) : ''} />
      {content}
    </>
  );
}
