import { useEffect, useRef, type ReactNode } from 'react';
import type { StudentQuiz as StudentQuizData } from '#common/api/quizzes/quiz.ts';
import { LiveAnnouncer } from '../../../components/live-announcer/live-announcer.tsx';
import { resultAnnouncement } from '../../../components/quiz/quiz-result.tsx';
import { SurveyPrompt } from '../../../components/survey/survey-prompt.tsx';
import { useLevelIdOfEntity } from '../../../lib/surveys/level-of-entity.ts';
import { QuizRunner } from '../../../components/quiz/quiz-runner.tsx';
import { useJourneyAttempt } from '../hooks/use-journey-attempt.ts';
import { QuizIntro } from './quiz-intro.tsx';
import { JourneyQuizResult, quizLinksOf } from './quiz-result.tsx';

/**
 * A student's quiz: intro, then the attempt, then the result. The live region stays in place
 * through all three, so a screen reader hears the score the moment the attempt ends.
 */
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

  let content: ReactNode;
  if (attempt.result) {
    content = (
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
  } else if (attempt.state.status === 'idle') {
    content = (
      <QuizIntro
        quiz={quiz}
        canTake={canTake}
        links={links}
        busy={attempt.busy}
        onStart={() => void attempt.begin(false)}
      />
    );
  } else {
    content = <QuizRunner questions={quiz.questions} attempt={attempt} />;
  }
  return (
    <>
      <LiveAnnouncer message={attempt.result ? resultAnnouncement(attempt.result) : ''} />
      {content}
    </>
  );
}
