import { z } from 'zod';

/** quiz: a module's quiz; test and final_test: tests (a level's final test is final_test). */
export const quizKindSchema = z.enum(['quiz', 'test', 'final_test']);
export type QuizKind = z.infer<typeof quizKindSchema>;

/** single_answer: exactly one answer is chosen; multiple_answer: one or more. */
export const questionTypeSchema = z.enum(['single_answer', 'multiple_answer']);
export type QuestionType = z.infer<typeof questionTypeSchema>;
