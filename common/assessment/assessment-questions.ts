import { backEndQuestions } from './back-end.ts';
import { devopsQuestions } from './devops.ts';
import { frontEndQuestions } from './front-end.ts';
import { itIntroQuestions } from './it-intro.ts';
import type { AssessmentQuestion } from './assessment-types.ts';

/** The 28 assessment questions in id order (spec 01 §3). */
export const ASSESSMENT_QUESTIONS: readonly AssessmentQuestion[] = [
  ...itIntroQuestions,
  ...backEndQuestions,
  ...frontEndQuestions,
  ...devopsQuestions,
];

/** The question with this id, or undefined when there is none. */
export function assessmentQuestionById(id: number): AssessmentQuestion | undefined {
  return ASSESSMENT_QUESTIONS.find((question) => question.id === id);
}
