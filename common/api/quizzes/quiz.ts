import { z } from 'zod';
import { attemptSchema } from './attempt.ts';
import { recordIdSchema } from './ids.ts';
import { questionTypeSchema, quizKindSchema } from './kinds.ts';

/**
 * The student's view of an answer. Strict on purpose: the server parses what it sends with
 * these schemas, so a `correct` flag or an explanation can never reach a student by mistake.
 */
export const studentAnswerSchema = z.strictObject({ id: recordIdSchema, text: z.string() });

export const studentQuestionSchema = z.strictObject({
  id: recordIdSchema,
  text: z.string(),
  type: questionTypeSchema,
  answers: z.array(studentAnswerSchema),
});

const quizFields = {
  id: recordIdSchema,
  resource_id: recordIdSchema,
  /** Hexadecimal id of the entity (module, final test...) the quiz belongs to. */
  entity_id: z.string(),
  /** Title of that entity (the module's name, for the breadcrumb). */
  entity_title: z.string(),
  title: z.string(),
  kind: quizKindSchema,
  /** Share of correctly answered questions needed to pass, 0-100. */
  pass_percentage: z.number().int().min(0).max(100),
  /** Whether the caller has passed it (always false for professors). */
  passed: z.boolean(),
  /** Score of the caller's last terminated attempt, 0-100, or null. */
  last_score: z.number().int().min(0).max(100).nullable(),
  /** The caller's open attempt, resumed by the quiz page; null when none. */
  attempt: attemptSchema.nullable(),
};

/** GET /api/tj/tech-journey/quizzes/{id}: the quiz a student takes. */
export const studentQuizSchema = z.strictObject({
  ...quizFields,
  questions: z.array(studentQuestionSchema),
});
export type StudentQuiz = z.infer<typeof studentQuizSchema>;

export const professorAnswerSchema = z.object({
  id: recordIdSchema,
  text: z.string(),
  correct: z.boolean(),
});

export const professorQuestionSchema = z.object({
  id: recordIdSchema,
  text: z.string(),
  type: questionTypeSchema,
  explanation: z.string(),
  answers: z.array(professorAnswerSchema),
});

/**
 * GET /api/tj/tech-journey/professor/quizzes/{id}: the same quiz with the correct answers and
 * the explanations (professors only view quizzes: passed false, last_score and attempt null).
 */
export const professorQuizSchema = z.object({
  ...quizFields,
  questions: z.array(professorQuestionSchema),
});
export type ProfessorQuiz = z.infer<typeof professorQuizSchema>;
