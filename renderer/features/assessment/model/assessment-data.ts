import {
  ASSESSMENT_QUESTIONS,
  assessmentQuestionById,
} from '#common/assessment/assessment-questions.ts';
import type { AssessmentGroup, AssessmentQuestion } from '#common/assessment/assessment-types.ts';

export type { AssessmentGroup, AssessmentQuestion };

/** The groups in the order the assessment walks them (spec 01 §3). */
export const ASSESSMENT_GROUP_ORDER: readonly AssessmentGroup[] = [
  'IT INTRO',
  'BACK END',
  'FRONT END',
  'DEVOPS',
];

/** Every question of the built-in assessment, in id order. Static: no call is made. */
export function getAssessmentQuestions(): readonly AssessmentQuestion[] {
  return ASSESSMENT_QUESTIONS;
}

/**
 * A question by its route id ('/assessment/:id'); null for anything that is not one of the ids.
 */
export function getAssessmentQuestion(routeId: string): AssessmentQuestion | null {
  if (!/^\d{1,3}$/.test(routeId)) return null;
  return assessmentQuestionById(Number(routeId)) ?? null;
}

/** The questions of each group, groups in assessment order. */
export function assessmentQuestionsByGroup(): ReadonlyMap<
  AssessmentGroup,
  readonly AssessmentQuestion[]
> {
  return new Map(
    ASSESSMENT_GROUP_ORDER.map((group) => [
      group,
      ASSESSMENT_QUESTIONS.filter((question) => question.label.text === group),
    ]),
  );
}
