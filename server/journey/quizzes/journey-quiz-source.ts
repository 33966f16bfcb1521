import type { QuizSource } from '../../attempts/attempt-service.ts';
import { notifyQuizPassed } from '../../notifications/notification-events.ts';
import { completeResource } from '../progress/complete-resource.ts';
import { recordActivity } from '../progress/streak.ts';
import { quizAtVersion } from './quiz-access.ts';
import { isResourceCompleted, type StoredQuiz } from './quiz-repository.ts';

/**
 * A journey quiz or final test as the attempt engine takes it. Passing completes the quiz
 * resource (and its entity, with its points) through completeResource, which awards each thing
 * once however often it runs; every submitted attempt is a day's activity for the streak, in the
 * school's time zone.
 */
export function journeyQuizSource(
  quiz: StoredQuiz,
  schoolTimeZone: string,
): QuizSource<StoredQuiz> {
  return {
    kind: 'journey',
    quiz,
    atVersion: (db, version) => quizAtVersion(db, quiz.id, version),
    passedElsewhere: (db, userId) => isResourceCompleted(db, userId, quiz.resourceId),
    onTerminated: async (tx, { userId, passed, scorePercentage, now }) => {
      const completion = passed
        ? await completeResource(tx, { userId, resourceId: quiz.resourceId, now })
        : null;
      if (passed) await notifyQuizPassed(tx, { userId, quiz, scorePercentage, now });
      await recordActivity(tx, userId, now, schoolTimeZone);
      return completion?.pointsAwarded ?? 0;
    },
  };
}
