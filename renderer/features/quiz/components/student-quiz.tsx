import { useEffect, useRef } from 'react';
import type { StudentQuiz as StudentQuizData } from '#common/api/quizzes/quiz.ts';
import { useQuizAttempt } from '../hooks/use-quiz-attempt.ts';
import { QuizIntro } from './quiz-intro.tsx';
import { QuizResult, quizLinksOf } from './quiz-result.tsx';
import { QuizRunner } from './quiz-runner.tsx';

/** A student's quiz: intro, then the attempt, then the result. */
export function StudentQuiz(props: { quiz: StudentQuizData; moduleId: string; canTake: boolean }) {
  const { quiz, moduleId, canTake } = props;
  const attempt = useQuizAttempt(quiz);
  const links = quizLinksOf(quiz.kind, moduleId, quiz.id);
  const resultHeading = useRef<HTMLDivElement>(null);

  // The result replaces the question under the keyboard focus: move focus to its heading.
  useEffect(() => {
    if (attempt.result) resultHeading.current?.querySelector('h2')?.focus();
  }, [attempt.result]);

  if (attempt.result) {
    return (
      <div ref={resultHeading}>
        <QuizResult
          result={attempt.result}
          passedBefore={attempt.passedBefore}
          links={links}
          busy={attempt.busy}
          onRetry={() => void attempt.begin(true)}
        />
      </div>
    );
  }
  if (attempt.state.status === 'idle') {
    return (
      <QuizIntro
        quiz={quiz}
        canTake={canTake}
        links={links}
        busy={attempt.busy}
        onStart={() => void attempt.begin(false)}
      />
    );
  }
  return <QuizRunner quiz={quiz} attempt={attempt} />;
}
