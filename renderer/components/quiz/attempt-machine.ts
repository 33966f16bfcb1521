/**
 * The quiz attempt state machine of spec 02 §4, as a pure reducer: the page keeps the server in
 * step (save-answers, terminate, quit) and feeds the answers it gets back through these actions.
 */
export type QuestionType = 'single_answer' | 'multiple_answer';

export interface AttemptQuestion {
  readonly id: string;
  readonly type: QuestionType;
  readonly answers: readonly { readonly id: string; readonly selected: boolean }[];
}

export type AttemptStatus = 'idle' | 'answering' | 'completed';

export interface AttemptState {
  readonly status: AttemptStatus;
  /** The question on screen; 0 when there is no attempt. */
  readonly step: number;
  readonly questions: readonly AttemptQuestion[];
}

export type AttemptAction =
  | { readonly type: 'start'; readonly questions: readonly AttemptQuestion[] }
  | { readonly type: 'answer'; readonly answerIds: readonly string[] }
  | { readonly type: 'forward'; readonly answerIds?: readonly string[] }
  | { readonly type: 'back' }
  | { readonly type: 'goto'; readonly step: number }
  | { readonly type: 'sync'; readonly questions: readonly AttemptQuestion[] }
  | { readonly type: 'quit' }
  | { readonly type: 'restart'; readonly questions: readonly AttemptQuestion[] };

export const IDLE_ATTEMPT: AttemptState = { status: 'idle', step: 0, questions: [] };

/** The current question, or null when there is no attempt. */
export function currentQuestion(state: AttemptState): AttemptQuestion | null {
  return state.questions[state.step] ?? null;
}

/** The ids of the answers selected on a question. */
export function selectedIds(question: AttemptQuestion): string[] {
  return question.answers.filter((answer) => answer.selected).map((answer) => answer.id);
}

/** A question is answered when it has a selection its type accepts. */
export function isAnswered(question: AttemptQuestion): boolean {
  const count = selectedIds(question).length;
  return question.type === 'single_answer' ? count === 1 : count >= 1;
}

export function isLastStep(state: AttemptState): boolean {
  return state.questions.length > 0 && state.step === state.questions.length - 1;
}

export function attemptReducer(state: AttemptState, action: AttemptAction): AttemptState {
  switch (action.type) {
    case 'start':
    case 'restart':
      return startWith(action.questions);
    case 'quit':
      return IDLE_ATTEMPT;
    case 'answer':
      return answer(state, action.answerIds);
    case 'forward':
      return forward(action.answerIds ? answer(state, action.answerIds) : state);
    case 'back':
      return state.status === 'answering' ? { ...state, step: Math.max(0, state.step - 1) } : state;
    case 'goto':
      return state.status === 'answering' && inRange(action.step, state.questions.length)
        ? { ...state, step: action.step }
        : state;
    case 'sync':
      return sync(state, action.questions);
  }
}

function startWith(questions: readonly AttemptQuestion[]): AttemptState {
  return questions.length === 0 ? IDLE_ATTEMPT : { status: 'answering', step: 0, questions };
}

function inRange(step: number, length: number): boolean {
  return Number.isInteger(step) && step >= 0 && step < length;
}

/**
 * Marks the chosen answers of the current question selected and clears the others. Ids of other
 * questions are ignored; a single-answer question takes exactly one answer, else nothing changes.
 */
function answer(state: AttemptState, answerIds: readonly string[]): AttemptState {
  const question = currentQuestion(state);
  if (state.status !== 'answering' || !question) return state;
  const own = new Set(question.answers.map((item) => item.id));
  const chosen = new Set(answerIds.filter((id) => own.has(id)));
  if (question.type === 'single_answer' && chosen.size !== 1) return state;
  const updated: AttemptQuestion = {
    ...question,
    answers: question.answers.map((item) => ({ id: item.id, selected: chosen.has(item.id) })),
  };
  return { ...state, questions: state.questions.map((q, i) => (i === state.step ? updated : q)) };
}

/** Advances past an answered question; on the last one the attempt is completed instead. */
function forward(state: AttemptState): AttemptState {
  const question = currentQuestion(state);
  if (state.status !== 'answering' || !question || !isAnswered(question)) return state;
  if (isLastStep(state)) return { ...state, status: 'completed' };
  return { ...state, step: state.step + 1 };
}

/** Takes the selections the server holds, for the questions this attempt already has. */
function sync(state: AttemptState, questions: readonly AttemptQuestion[]): AttemptState {
  if (state.status === 'idle') return state;
  const byId = new Map(questions.map((question) => [question.id, question]));
  return {
    ...state,
    questions: state.questions.map((question) => {
      const fresh = byId.get(question.id);
      if (!fresh) return question;
      const selected = new Set(fresh.answers.filter((a) => a.selected).map((a) => a.id));
      return {
        ...question,
        answers: question.answers.map((a) => ({ id: a.id, selected: selected.has(a.id) })),
      };
    }),
  };
}
