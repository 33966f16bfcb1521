import { useEffect, useRef } from 'react';
import type { StudentQuiz as StudentQuizData } from '#common/api/quizzes/quiz.ts';
import { SurveyPrompt } from '../../../components/survey/survey-prompt.tsx';
import { useLevelIdOfEntity } from '../../../lib/surveys/level-of-entity.ts';
import { QuizRunner } from '../../../components/quiz/quiz-runner.tsx';
import { useJourneyAttempt } from '../hooks/use-journey-attempt.ts';
import { QuizIntro } from './quiz-intro.tsx';
import { JourneyQuizResult, quizLinksOf } from './quiz-result.tsx';

/** A student's quiz: intro, then the attempt, then the result. */
export function StudentQuiz(props: { quiz: StudentQuizData; moduleId: string; canTake: boolean }) {
  const { quiz, moduleId, canTake } = props;
  const attempt = useJourneyAttempt(quiz);
  const links = quizLinksOf(quiz.kind, moduleId, quiz.id);
  const resultHeading = useRef<HTMLDivElement>(null);
  // A first pass completes the quiz's resource, or for a level's final test the level: the
  // moment to offer the matching feedback survey.
  const passedNow = attempt.result?.passed === true && !attempt.passedBefore;
  const finalTest = quiz.kind === 'final_test';
  const levelId = useLevelIdOfEntity(quiz.entity_id, passedNow && finalTest);

  // The result replaces the question under the keyboard focus: move focus to its heading.
  useEffect(() => {
    if (attempt.result) resultHeading.current?.querySelector('h2')?.focus();
  }, [attempt.result]);

  if (attempt.result) {
    return (
      <div ref={resultHeading}>
        <JourneyQuizResult
          result={attempt.result}
          passedBefore={attempt.passedBefore}
          links={links}
          busy={attempt.busy}
          onRetry={() => void attempt.begin(true)}
        />
        <SurveyPrompt
          surveyId={finalTest ? 'level-feedback' : 'resource-feedback'}
          position={finalTest ? levelId : quiz.resource_id}
          active={passedNow}
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
  return <QuizRunner questions={quiz.questions} attempt={attempt} />;
}
