import { describe, expect, it } from 'vitest';
import {
  attemptReducer,
  currentQuestion,
  IDLE_ATTEMPT,
  selectedIds,
  type AttemptQuestion,
  type AttemptState,
} from './attempt-machine.ts';

const question = (id: string, type: AttemptQuestion['type'], answers: string[]) => ({
  id,
  type,
  answers: answers.map((answerId) => ({ id: answerId, selected: false })),
});

const QUESTIONS: AttemptQuestion[] = [
  question('q1', 'single_answer', ['a1', 'a2', 'a3']),
  question('q2', 'multiple_answer', ['b1', 'b2', 'b3']),
  question('q3', 'single_answer', ['c1', 'c2']),
];

const started = (): AttemptState =>
  attemptReducer(IDLE_ATTEMPT, { type: 'start', questions: QUESTIONS });

describe('quiz attempt machine', () => {
  it('starts at step 0', () => {
    const state = started();
    expect(state).toMatchObject({ status: 'answering', step: 0 });
    expect(currentQuestion(state)?.id).toBe('q1');
  });

  it('saving an answer selects it and clears the others', () => {
    let state = attemptReducer(started(), { type: 'answer', answerIds: ['a1'] });
    state = attemptReducer(state, { type: 'answer', answerIds: ['a2'] });
    expect(selectedIds(state.questions[0]!)).toEqual(['a2']);
  });

  it('single answer takes exactly one answer', () => {
    const state = attemptReducer(started(), { type: 'answer', answerIds: ['a1', 'a2'] });
    expect(selectedIds(state.questions[0]!)).toEqual([]);
    expect(attemptReducer(state, { type: 'answer', answerIds: [] })).toBe(state);
  });

  it('multiple answer takes several answers', () => {
    const atTwo = attemptReducer(started(), { type: 'forward', answerIds: ['a1'] });
    const state = attemptReducer(atTwo, { type: 'answer', answerIds: ['b1', 'b3'] });
    expect(selectedIds(state.questions[1]!)).toEqual(['b1', 'b3']);
  });

  it('ignores answers of other questions', () => {
    const state = attemptReducer(started(), { type: 'answer', answerIds: ['b1'] });
    expect(state.questions.every((q) => selectedIds(q).length === 0)).toBe(true);
  });

  it('forward saves then advances, and needs an answer', () => {
    const unanswered = attemptReducer(started(), { type: 'forward' });
    expect(unanswered.step).toBe(0);
    const state = attemptReducer(started(), { type: 'forward', answerIds: ['a3'] });
    expect(state.step).toBe(1);
    expect(selectedIds(state.questions[0]!)).toEqual(['a3']);
  });

  it('completes on the last question', () => {
    let state = started();
    state = attemptReducer(state, { type: 'forward', answerIds: ['a1'] });
    state = attemptReducer(state, { type: 'forward', answerIds: ['b2'] });
    state = attemptReducer(state, { type: 'forward', answerIds: ['c1'] });
    expect(state).toMatchObject({ status: 'completed', step: 2 });
    expect(attemptReducer(state, { type: 'back' })).toBe(state);
  });

  it('never goes back below 0 and goes to a step only within range', () => {
    expect(attemptReducer(started(), { type: 'back' }).step).toBe(0);
    expect(attemptReducer(started(), { type: 'goto', step: 2 }).step).toBe(2);
    expect(attemptReducer(started(), { type: 'goto', step: 3 }).step).toBe(0);
    expect(attemptReducer(started(), { type: 'goto', step: -1 }).step).toBe(0);
    expect(attemptReducer(started(), { type: 'goto', step: 1.5 }).step).toBe(0);
  });

  it('quit clears the attempt and restart starts again', () => {
    const answered = attemptReducer(started(), { type: 'forward', answerIds: ['a1'] });
    expect(attemptReducer(answered, { type: 'quit' })).toEqual(IDLE_ATTEMPT);
    const again = attemptReducer(answered, { type: 'restart', questions: QUESTIONS });
    expect(again).toEqual(started());
  });

  it('takes the selections the server holds', () => {
    const fromServer = QUESTIONS.map((q) =>
      q.id === 'q2'
        ? { ...q, answers: q.answers.map((a) => ({ ...a, selected: a.id !== 'b2' })) }
        : q,
    );
    const state = attemptReducer(started(), { type: 'sync', questions: fromServer });
    expect(selectedIds(state.questions[1]!)).toEqual(['b1', 'b3']);
    expect(state.step).toBe(0);
  });
});
