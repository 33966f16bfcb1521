import {
  answerField,
  SURVEY_MESSAGES,
  SURVEY_TEXT_LIMITS,
  type Survey,
  type SurveyGivenAnswer,
  type SurveyQuestion,
} from '#common/api/surveys/index.ts';

/** One stored row of a response: a chosen option, a star rating or a text. */
export type ResponseItem =
  | { questionId: string; answerId: string }
  | { questionId: string; stars: number }
  | { questionId: string; text: string };

export type AnswerCheck =
  { ok: true; items: ResponseItem[] } | { ok: false; details: Record<string, string> };

/**
 * Checks a student's answers against the survey, question by question (types, options, limits,
 * mandatory questions), and answers the rows to store or the Italian message of each wrong
 * field. Nothing is stored unless every answer is right.
 */
export function checkAnswers(survey: Survey, given: readonly SurveyGivenAnswer[]): AnswerCheck {
  const details: Record<string, string> = {};
  const items: ResponseItem[] = [];
  const questions = new Map(survey.questions.map((q) => [q.id, q]));
  const answered = new Set<string>();

  given.forEach((answer, index) => {
    const question = questions.get(answer.question_id);
    if (!question) {
      details[`answers.${index}.question_id`] = SURVEY_MESSAGES.unknownQuestion;
      return;
    }
    const field = answerField(question.id);
    if (answered.has(question.id)) {
      details[field] = SURVEY_MESSAGES.oneAnswer;
      return;
    }
    const outcome = checkOne(question, answer);
    if (typeof outcome === 'string') details[field] = outcome;
    else if (outcome.length > 0) {
      answered.add(question.id);
      items.push(...outcome);
    }
  });

  for (const question of survey.questions) {
    const field = answerField(question.id);
    if (question.mandatory && !answered.has(question.id) && !details[field]) {
      details[field] = SURVEY_MESSAGES.required;
    }
  }
  return Object.keys(details).length > 0 ? { ok: false, details } : { ok: true, items };
}

/** The rows of one answer (none when left empty), or the message of what is wrong with it. */
function checkOne(question: SurveyQuestion, answer: SurveyGivenAnswer): ResponseItem[] | string {
  const questionId = question.id;
  switch (question.type) {
    case 'multiplechoice':
    case 'listradio': {
      const ids = [...new Set(answer.answer_ids ?? [])];
      if (ids.some((id) => !question.answers.some((option) => option.id === id))) {
        return SURVEY_MESSAGES.unknownAnswer;
      }
      if (question.type === 'listradio' && ids.length > 1) return SURVEY_MESSAGES.oneAnswer;
      return ids.map((answerId) => ({ questionId, answerId }));
    }
    case 'fivestars': {
      if (answer.stars === undefined) return [];
      if (!Number.isInteger(answer.stars) || answer.stars < 1 || answer.stars > 5) {
        return SURVEY_MESSAGES.stars;
      }
      return [{ questionId, stars: answer.stars }];
    }
    case 'shortfreetext':
    case 'longfreetext': {
      const text = (answer.text ?? '').trim();
      const max = SURVEY_TEXT_LIMITS[question.type];
      if (text.length > max) return SURVEY_MESSAGES.tooLong(max);
      return text ? [{ questionId, text }] : [];
    }
  }
}
