import { describe, expect, it } from 'vitest';
import { attemptSchema, saveAnswersRequestSchema } from './attempt.ts';
import { professorQuizSchema, studentQuizSchema } from './quiz.ts';

const studentQuiz = {
  id: '1',
  resource_id: '2',
  entity_id: 'abcdefabcdefabcdefabcdef',
  entity_title: 'HTML e CSS',
  title: 'Quiz finale',
  kind: 'quiz',
  pass_percentage: 70,
  passed: false,
  last_score: null,
  attempt: null,
  questions: [
    { id: '3', text: 'Domanda', type: 'single_answer', answers: [{ id: '4', text: 'Sì' }] },
  ],
};

describe('quiz schemas', () => {
  it('accept the student view and refuse it with a correct flag or an explanation', () => {
    expect(studentQuizSchema.safeParse(studentQuiz).success).toBe(true);
    const [question] = studentQuiz.questions;
    const withCorrect = {
      ...studentQuiz,
      questions: [{ ...question, answers: [{ id: '4', text: 'Sì', correct: true }] }],
    };
    const withExplanation = { ...studentQuiz, questions: [{ ...question, explanation: 'Perché' }] };
    expect(studentQuizSchema.safeParse(withCorrect).success).toBe(false);
    expect(studentQuizSchema.safeParse(withExplanation).success).toBe(false);
  });

  it('require the correct flags and explanations in the professor view', () => {
    expect(professorQuizSchema.safeParse(studentQuiz).success).toBe(false);
  });

  it('refuse an attempt that carries a correct flag', () => {
    const attempt = {
      id: '9',
      quiz_id: '1',
      questions: [{ id: '3', type: 'single_answer', answers: [{ id: '4', selected: true }] }],
    };
    expect(attemptSchema.safeParse(attempt).success).toBe(true);
    const leaking = structuredClone(attempt);
    Object.assign(leaking.questions[0]?.answers[0] ?? {}, { correct: true });
    expect(attemptSchema.safeParse(leaking).success).toBe(false);
  });

  it('validate save-answers bodies: ids are positive bigint strings, at least one answer', () => {
    const valid = { quiz_id: '1', question: { question_id: '3', answers: ['4'] } };
    expect(saveAnswersRequestSchema.safeParse(valid).success).toBe(true);
    for (const answers of [[], ['0'], ['-1'], ['1e3'], [4], ['1234567890123456789']]) {
      const body = { ...valid, question: { ...valid.question, answers } };
      expect(saveAnswersRequestSchema.safeParse(body).success, JSON.stringify(answers)).toBe(false);
    }
  });
});
