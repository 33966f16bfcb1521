import {
  answerField,
  SURVEY_MESSAGES,
  SURVEY_TEXT_LIMITS,
  type Survey,
  type SurveyGivenAnswer,
  type SurveyQuestion,
} from '#common/api/surveys/index.ts';

/** What the student has given to one question so far. */
export interface AnswerDraft {
  answerIds: readonly string[];
  stars: number | null;
  text: string;
}

export type SurveyDraft = Readonly<Record<string, AnswerDraft>>;

export const EMPTY_ANSWER_DRAFT: AnswerDraft = { answerIds: [], stars: null, text: '' };

export const draftOf = (draft: SurveyDraft, questionId: string): AnswerDraft =>
  draft[questionId] ?? EMPTY_ANSWER_DRAFT;

/** The text limit of a free-text question, or null for the other types. */
export function textLimitOf(question: SurveyQuestion): number | null {
  return question.type === 'shortfreetext' || question.type === 'longfreetext'
    ? SURVEY_TEXT_LIMITS[question.type]
    : null;
}

function isEmpty(question: SurveyQuestion, answer: AnswerDraft): boolean {
  if (question.type === 'fivestars') return answer.stars === null;
  if (question.type === 'multiplechoice' || question.type === 'listradio') {
    return answer.answerIds.length === 0;
  }
  return answer.text.trim() === '';
}

/**
 * The same checks the server makes that the form can make alone (mandatory, text length), keyed
 * like the server's 422 details, so both kinds of message show in the same place.
 */
export function draftErrors(survey: Survey, draft: SurveyDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const question of survey.questions) {
    const answer = draftOf(draft, question.id);
    const limit = textLimitOf(question);
    if (question.mandatory && isEmpty(question, answer)) {
      errors[answerField(question.id)] = SURVEY_MESSAGES.required;
    } else if (limit !== null && answer.text.trim().length > limit) {
      errors[answerField(question.id)] = SURVEY_MESSAGES.tooLong(limit);
    }
  }
  return errors;
}

/** The answers to send: only the questions answered, each with the field its type reads. */
export function answersOf(survey: Survey, draft: SurveyDraft): SurveyGivenAnswer[] {
  return survey.questions.flatMap((question): SurveyGivenAnswer[] => {
    const answer = draftOf(draft, question.id);
    if (isEmpty(question, answer)) return [];
    const question_id = question.id;
    switch (question.type) {
      case 'fivestars':
        return [{ question_id, stars: answer.stars ?? undefined }];
      case 'multiplechoice':
      case 'listradio':
        return [{ question_id, answer_ids: [...answer.answerIds] }];
      default:
        return [{ question_id, text: answer.text.trim() }];
    }
  });
}
