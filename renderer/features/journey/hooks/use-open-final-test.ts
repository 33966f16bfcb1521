import { useNavigate } from 'react-router';
import type { Entity, ItemDetail } from '#common/api/journey/index.ts';
import { paths } from '#common/routing/paths.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useLoadLevelTest } from '../api/get-level-test.ts';

/** The quiz resource of a final test (its one quiz), if the test has one. */
export function finalTestQuiz(test: ItemDetail) {
  for (const section of test.sections) {
    const quiz = section.resources.find((resource) => resource.type === 'quiz' && resource.quiz_id);
    if (quiz) return quiz;
  }
  return null;
}

/**
 * Opens a level's final test from its card: the test is loaded through its level (the only way
 * the server hands one out), then the quiz page opens, or its answers once it is passed.
 */
export function useOpenFinalTest() {
  const loadLevelTest = useLoadLevelTest();
  const navigate = useNavigate();
  const { toasts } = useServices();
  return async (entity: Entity) => {
    const test = entity.parent_id ? await loadLevelTest(entity.parent_id) : null;
    const quiz = test && finalTestQuiz(test);
    if (!test || !quiz?.quiz_id) {
      toasts.show('info', 'Il test finale di questo livello non è disponibile.');
      return;
    }
    await navigate(
      quiz.completed
        ? paths.finalTestAnswers.href(quiz.quiz_id)
        : paths.quiz.href(test.id, quiz.quiz_id),
    );
  };
}
