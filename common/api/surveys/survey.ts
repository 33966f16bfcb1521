import { z } from 'zod';
import { idSchema } from '../journey/ids.ts';

/**
 * The feedback surveys of spec 02 §3 under /api/surveys. Resource feedback and level feedback are
 * separate surveys with stable slug ids, so the UI finds them without configuration; a position
 * is the id of the resource or level the response is about.
 */
export const SURVEY_IDS = ['resource-feedback', 'level-feedback'] as const;
export const surveyIdSchema = z.enum(SURVEY_IDS, { error: 'Sondaggio sconosciuto.' });
export type SurveyId = z.infer<typeof surveyIdSchema>;

export const SURVEY_QUESTION_TYPES = [
  'multiplechoice',
  'longfreetext',
  'shortfreetext',
  'fivestars',
  'listradio',
] as const;
export const surveyQuestionTypeSchema = z.enum(SURVEY_QUESTION_TYPES);
export type SurveyQuestionType = z.infer<typeof surveyQuestionTypeSchema>;

/** The longest texts a student may write, checked by the dialog and by the server. */
export const SURVEY_TEXT_LIMITS = { shortfreetext: 200, longfreetext: 2000 } as const;

export const SURVEY_MESSAGES = {
  required: 'Rispondi a questa domanda.',
  alreadyAnswered: 'Hai già risposto a questo sondaggio.',
  unknownQuestion: 'Domanda sconosciuta.',
  unknownAnswer: 'Risposta non valida per questa domanda.',
  oneAnswer: 'Scegli una sola risposta.',
  stars: 'Scegli da 1 a 5 stelle.',
  tooLong: (max: number) => `Massimo ${max} caratteri.`,
  unknownPosition: 'Puoi dare il tuo parere solo su un’attività o un livello che hai completato.',
} as const;

export const surveyAnswerOptionSchema = z.object({
  id: idSchema,
  text: z.string(),
  order: z.number().int(),
});

export const surveyQuestionSchema = z.object({
  id: idSchema,
  order: z.number().int(),
  type: surveyQuestionTypeSchema,
  text: z.string(),
  mandatory: z.boolean(),
  answers: z.array(surveyAnswerOptionSchema),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

/** GET /{surveyId}: the survey with its questions and their answer options, in order. */
export const surveySchema = z.object({
  id: surveyIdSchema,
  title: z.string(),
  questions: z.array(surveyQuestionSchema),
});
export type Survey = z.infer<typeof surveySchema>;

export const surveyParamsSchema = z.object({ surveyId: surveyIdSchema });

/** A survey and the resource or level id it is about. */
export const surveyPositionQuerySchema = z.object({
  survey_id: surveyIdSchema,
  position: idSchema,
});
export type SurveyPosition = z.infer<typeof surveyPositionQuerySchema>;

export const responseExistsSchema = z.object({ exists: z.boolean() });

/**
 * One question's answer. Which field counts depends on the question's type (answer_ids for
 * multiplechoice and listradio, stars for fivestars, text for the free texts); the server checks
 * that per type and names the question in its 422 details as `answers.<question id>`.
 */
export const surveyGivenAnswerSchema = z.object({
  question_id: z.string().max(20),
  answer_ids: z.array(z.string().max(20)).max(50).optional(),
  stars: z.number().optional(),
  text: z.string().max(10_000).optional(),
});
export type SurveyGivenAnswer = z.infer<typeof surveyGivenAnswerSchema>;

/** POST /responses. */
export const surveyResponseRequestSchema = z.object({
  survey_id: surveyIdSchema,
  position: idSchema,
  answers: z.array(surveyGivenAnswerSchema).max(50),
});
export type SurveyResponseRequest = z.infer<typeof surveyResponseRequestSchema>;

export const surveyResponseCreatedSchema = z.object({ id: idSchema });

/** The 422 detail key of one question's answer. */
export const answerField = (questionId: string): string => `answers.${questionId}`;
