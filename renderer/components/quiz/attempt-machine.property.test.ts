import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attemptReducer,
  IDLE_ATTEMPT,
  selectedIds,
  type AttemptAction,
  type AttemptQuestion,
} from './attempt-machine.ts';

const questionsArb = fc
  .array(
    fc.record({
      type: fc.constantFrom('single_answer' as const, 'multiple_answer' as const),
      answerCount: fc.integer({ min: 1, max: 5 }),
    }),
    { minLength: 1, maxLength: 8 },
  )
  .map((shapes): AttemptQuestion[] =>
    shapes.map((shape, q) => ({
      id: `q${q}`,
      type: shape.type,
      answers: Array.from({ length: shape.answerCount }, (_, a) => ({
        id: `q${q}-a${a}`,
        selected: false,
      })),
    })),
  );

// Answer ids that may belong to any question, or to none.
const idsArb = fc.array(
  fc
    .tuple(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 6 }))
    .map(([q, a]) => `q${q}-a${a}`),
  { maxLength: 4 },
);

const actionArb = (questions: AttemptQuestion[]): fc.Arbitrary<AttemptAction> =>
  fc.oneof(
    fc.constant<AttemptAction>({ type: 'back' }),
    fc.integer({ min: -3, max: 12 }).map((step): AttemptAction => ({ type: 'goto', step })),
    idsArb.map((answerIds): AttemptAction => ({ type: 'answer', answerIds })),
    fc
      .option(idsArb, { nil: undefined })
      .map((answerIds): AttemptAction => ({ type: 'forward', answerIds })),
    fc.constant<AttemptAction>({ type: 'quit' }),
    fc.constant<AttemptAction>({ type: 'restart', questions }),
  );

const runArb = questionsArb.chain((questions) =>
  fc.tuple(fc.constant(questions), fc.array(actionArb(questions), { maxLength: 40 })),
);

describe('quiz attempt machine properties', () => {
  it('keeps the step in range and the selections valid, whatever happens', () => {
    fc.assert(
      fc.property(runArb, ([questions, actions]) => {
        let state = attemptReducer(IDLE_ATTEMPT, { type: 'start', questions });
        for (const action of actions) {
          state = attemptReducer(state, action);
          if (state.status === 'idle') {
            expect(state).toEqual(IDLE_ATTEMPT);
            continue;
          }
          expect(state.step).toBeGreaterThanOrEqual(0);
          expect(state.step).toBeLessThanOrEqual(questions.length - 1);
          state.questions.forEach((question, index) => {
            const own = questions[index]!.answers.map((answer) => answer.id);
            const selected = selectedIds(question);
            expect(own).toEqual(expect.arrayContaining(selected));
            if (question.type === 'single_answer') expect(selected.length).toBeLessThanOrEqual(1);
          });
        }
      }),
    );
  });

  it('completes only from the last question', () => {
    fc.assert(
      fc.property(runArb, ([questions, actions]) => {
        let state = attemptReducer(IDLE_ATTEMPT, { type: 'start', questions });
        for (const action of actions) {
          const before = state;
          state = attemptReducer(state, action);
          if (state.status === 'completed' && before.status === 'answering') {
            expect(before.step).toBe(questions.length - 1);
          }
        }
      }),
    );
  });
});
