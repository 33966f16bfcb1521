import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPassed,
  mayStartAttempt,
  saveAnswer,
  scoreAttempt,
  type RuleQuestion,
  type Selection,
} from './attempt-rules.ts';

/** A question with 1-5 answers, ids unique across the quiz, a valid correct set for its type. */
const questionArb = (index: number): fc.Arbitrary<RuleQuestion> =>
  fc
    .record({
      type: fc.constantFrom('single_answer' as const, 'multiple_answer' as const),
      flags: fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
      pick: fc.nat(),
    })
    .map(({ type, flags, pick }) => {
      const answerIds = flags.map((_, answer) => `${index}${answer + 1}`);
      const flagged = answerIds.filter((_, answer) => flags[answer]);
      const single = answerIds[pick % answerIds.length] ?? answerIds[0] ?? '';
      const correctIds = type === 'single_answer' || flagged.length === 0 ? [single] : flagged;
      return { id: String(index), type, answerIds, correctIds };
    });

const quizArb: fc.Arbitrary<RuleQuestion[]> = fc
  .integer({ min: 1, max: 6 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => questionArb(i + 1))));

/** A quiz, one of its questions and a valid choice for it. */
const validSaveArb = quizArb.chain((questions) =>
  fc.nat({ max: questions.length - 1 }).chain((index) => {
    const question = questions[index] as RuleQuestion;
    const choice =
      question.type === 'single_answer'
        ? fc.constantFrom(...question.answerIds).map((id) => [id])
        : fc.subarray([...question.answerIds], { minLength: 1 });
    return choice.map((chosen) => ({ questions, question, chosen }));
  }),
);

const empty: Selection = new Map();

function allCorrect(questions: readonly RuleQuestion[]): Selection {
  return new Map(questions.map((q) => [q.id, new Set(q.correctIds)]));
}

describe('saveAnswer', () => {
  it('saving then reading gives exactly the chosen set and leaves other questions alone', () => {
    fc.assert(
      fc.property(validSaveArb, ({ questions, question, chosen }) => {
        const before = allCorrect(questions);
        const outcome = saveAnswer(questions, before, question.id, chosen);
        expect(outcome.ok).toBe(true);
        if (!outcome.ok) return;
        expect([...(outcome.selection.get(question.id) ?? [])].sort()).toEqual(
          [...new Set(chosen)].sort(),
        );
        for (const other of questions.filter((q) => q.id !== question.id)) {
          expect(outcome.selection.get(other.id)).toEqual(before.get(other.id));
        }
      }),
    );
  });

  it('a foreign answer id never changes the attempt', () => {
    fc.assert(
      fc.property(validSaveArb, fc.string(), ({ questions, question, chosen }, foreign) => {
        fc.pre(!question.answerIds.includes(foreign));
        const outcome = saveAnswer(questions, empty, question.id, [...chosen, foreign]);
        expect(outcome).toEqual({ ok: false, reason: 'foreign_answer' });
      }),
    );
  });

  it('an answer of another question of the same quiz is foreign', () => {
    const questions: RuleQuestion[] = [
      { id: '1', type: 'single_answer', answerIds: ['11', '12'], correctIds: ['11'] },
      { id: '2', type: 'single_answer', answerIds: ['21', '22'], correctIds: ['22'] },
    ];
    expect(saveAnswer(questions, empty, '1', ['21'])).toEqual({
      ok: false,
      reason: 'foreign_answer',
    });
  });

  it('single_answer takes exactly one answer; multiple_answer at least one', () => {
    const single: RuleQuestion = {
      id: '1',
      type: 'single_answer',
      answerIds: ['11', '12'],
      correctIds: ['11'],
    };
    const multiple: RuleQuestion = { ...single, id: '2', type: 'multiple_answer' };
    const quiz = [single, multiple];
    expect(saveAnswer(quiz, empty, '1', ['11', '12'])).toMatchObject({
      reason: 'single_answer_needs_one',
    });
    expect(saveAnswer(quiz, empty, '1', [])).toMatchObject({ reason: 'single_answer_needs_one' });
    expect(saveAnswer(quiz, empty, '2', [])).toMatchObject({
      reason: 'multiple_answer_needs_one',
    });
    expect(saveAnswer(quiz, empty, '1', ['12', '12']).ok).toBe(true);
    expect(saveAnswer(quiz, empty, '2', ['11', '12']).ok).toBe(true);
    expect(saveAnswer(quiz, empty, '3', ['11'])).toMatchObject({ reason: 'unknown_question' });
  });

  it('replaces the previous selection of the question', () => {
    const quiz: RuleQuestion[] = [
      { id: '1', type: 'multiple_answer', answerIds: ['11', '12', '13'], correctIds: ['11'] },
    ];
    const first = saveAnswer(quiz, empty, '1', ['11', '12']);
    if (!first.ok) throw new Error('first save refused');
    const second = saveAnswer(quiz, first.selection, '1', ['13']);
    if (!second.ok) throw new Error('second save refused');
    expect([...(second.selection.get('1') ?? [])]).toEqual(['13']);
  });
});

describe('scoreAttempt and isPassed', () => {
  it('scores between 0 and 100 with correct ≤ total', () => {
    fc.assert(
      fc.property(quizArb, fc.array(fc.tuple(fc.nat(), fc.nat())), (questions, picks) => {
        const selection = new Map<string, Set<string>>();
        for (const [q, a] of picks) {
          const question = questions[q % questions.length] as RuleQuestion;
          const id = question.answerIds[a % question.answerIds.length] as string;
          selection.set(question.id, new Set([...(selection.get(question.id) ?? []), id]));
        }
        const score = scoreAttempt(questions, selection);
        expect(score.total).toBe(questions.length);
        expect(score.correct).toBeGreaterThanOrEqual(0);
        expect(score.correct).toBeLessThanOrEqual(score.total);
        expect(score.scorePercentage).toBeGreaterThanOrEqual(0);
        expect(score.scorePercentage).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('all-correct scores 100 and always passes; nothing selected scores 0', () => {
    fc.assert(
      fc.property(quizArb, fc.integer({ min: 0, max: 100 }), (questions, passPercentage) => {
        const score = scoreAttempt(questions, allCorrect(questions));
        expect(score.scorePercentage).toBe(100);
        expect(isPassed(score.scorePercentage, passPercentage)).toBe(true);
        expect(scoreAttempt(questions, empty).correct).toBe(0);
      }),
    );
  });

  it('a multiple_answer question is correct only when the selected set equals the correct set', () => {
    const quiz: RuleQuestion[] = [
      { id: '1', type: 'multiple_answer', answerIds: ['11', '12', '13'], correctIds: ['11', '12'] },
    ];
    const score = (ids: string[]) => scoreAttempt(quiz, new Map([['1', new Set(ids)]])).correct;
    expect(score(['11', '12'])).toBe(1);
    expect(score(['11'])).toBe(0);
    expect(score(['11', '12', '13'])).toBe(0);
  });

  it('rounds down, so a score just under the pass mark fails', () => {
    const quiz: RuleQuestion[] = [1, 2, 3].map((i) => ({
      id: String(i),
      type: 'single_answer',
      answerIds: [`${i}1`],
      correctIds: [`${i}1`],
    }));
    const twoOfThree = new Map([
      ['1', new Set(['11'])],
      ['2', new Set(['21'])],
    ]);
    expect(scoreAttempt(quiz, twoOfThree).scorePercentage).toBe(66);
    expect(isPassed(66, 67)).toBe(false);
    expect(isPassed(67, 67)).toBe(true);
  });

  it('a quiz can be repeated until passed, never after', () => {
    expect(mayStartAttempt(false)).toBe(true);
    expect(mayStartAttempt(true)).toBe(false);
  });
});
