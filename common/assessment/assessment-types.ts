/**
 * The built-in assessment (spec 01 §3): 28 static Italian multiple-choice questions, each with
 * four answers a-d of which exactly one is correct. The renderer shows them on /assessment.
 */

export const ASSESSMENT_LETTERS = ['a', 'b', 'c', 'd'] as const;
export type AssessmentLetter = (typeof ASSESSMENT_LETTERS)[number];

export type AssessmentGroup = 'IT INTRO' | 'BACK END' | 'FRONT END' | 'DEVOPS';

export type AssessmentCategory =
  | 'HTML-CSS'
  | 'JS'
  | 'coding intro'
  | 'Golang intro'
  | 'terminal intro'
  | 'GIT/GITHUB'
  | 'PostgreSQL'
  | 'Web Application Security'
  | 'Agile SCRUM'
  | 'VUE'
  | 'UX/UI'
  | 'Mobile'
  | 'LINUX'
  | 'KUBERNETES';

export interface AssessmentLabel {
  text: AssessmentGroup;
  /** A CSS colour for the label chip. */
  color: string;
}

export interface AssessmentAnswer {
  letterLabel: AssessmentLetter;
  text: string;
  correct: boolean;
}

export interface AssessmentQuestion {
  /** 1-28; the group follows from the id (see ASSESSMENT_GROUP_IDS). */
  id: number;
  label: AssessmentLabel;
  text: string;
  answers: AssessmentAnswer[];
  category: AssessmentCategory;
  explanation: string;
}

/** The label of each group, with the same colour wherever it is shown. */
export const ASSESSMENT_LABELS: Record<AssessmentGroup, AssessmentLabel> = {
  'IT INTRO': { text: 'IT INTRO', color: '#5aa9ff' },
  'BACK END': { text: 'BACK END', color: '#3ddc97' },
  'FRONT END': { text: 'FRONT END', color: '#ff8a3d' },
  DEVOPS: { text: 'DEVOPS', color: '#c792ff' },
};

/** The inclusive id range of each group, as the spec fixes it. */
export const ASSESSMENT_GROUP_IDS: Record<AssessmentGroup, { first: number; last: number }> = {
  'IT INTRO': { first: 1, last: 10 },
  'BACK END': { first: 11, last: 18 },
  'FRONT END': { first: 19, last: 24 },
  DEVOPS: { first: 25, last: 28 },
};

/**
 * Builds one question from its four answer texts by letter and the letter of the correct one, so
 * the data files cannot mark two answers correct by mistake.
 */
export function assessmentQuestion(
  id: number,
  group: AssessmentGroup,
  category: AssessmentCategory,
  text: string,
  answers: Readonly<Record<AssessmentLetter, string>>,
  correct: AssessmentLetter,
  explanation: string,
): AssessmentQuestion {
  return {
    id,
    label: ASSESSMENT_LABELS[group],
    text,
    answers: ASSESSMENT_LETTERS.map((letterLabel) => ({
      letterLabel,
      text: answers[letterLabel],
      correct: letterLabel === correct,
    })),
    category,
    explanation,
  };
}
