import type { InternalAxiosRequestConfig } from 'axios';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import { pathOf, type FakeAnswer } from '../../../testing/fake-adapter.ts';
import { answerFrom, on, type FakeCall } from '../../../testing/fake-endpoints.ts';

const NOT_FOUND: FakeAnswer = {
  status: 404,
  data: { message: 'Quiz non trovato.', code: 'not_found' },
};

export const MODULE_ID = 'a'.repeat(24);
export const QUIZ_ID = '7';

/** Three questions; the correct answers are 11, 21+23 and 32. */
export const QUIZ_QUESTIONS = [
  {
    id: '1',
    text: 'Che cosa stampa console.log(1 + 1)?',
    type: 'single_answer' as const,
    answers: [
      { id: '11', text: '2' },
      { id: '12', text: '11' },
    ],
  },
  {
    id: '2',
    text: 'Quali sono linguaggi di programmazione?',
    type: 'multiple_answer' as const,
    answers: [
      { id: '21', text: 'JavaScript' },
      { id: '22', text: 'HTML' },
      { id: '23', text: 'Go' },
    ],
  },
  {
    id: '3',
    text: 'Quale comando crea un commit?',
    type: 'single_answer' as const,
    answers: [
      { id: '31', text: 'git add' },
      { id: '32', text: 'git commit' },
    ],
  },
];

const CORRECT: Record<string, string[]> = { '1': ['11'], '2': ['21', '23'], '3': ['32'] };

/**
 * A quiz server in memory: start, save-answers, terminate and quit behave as the API says, so the
 * page is driven through real request sequences. `calls` records what the page sent.
 */
export function createFakeQuizApi(
  options: {
    kind?: 'quiz' | 'test' | 'final_test';
    /** The student left an attempt open earlier (no answers yet). */
    openAttempt?: boolean;
    /** What passing awards (0: the module still has other resources to complete). */
    pointsOnPass?: number;
  } = {},
) {
  const kind = options.kind ?? 'quiz';
  let open: Map<string, string[]> | null = options.openAttempt ? new Map() : null;
  let passed = false;
  const calls: { method: string; path: string; body?: unknown }[] = [];

  const attempt = () => ({
    id: '100',
    quiz_id: QUIZ_ID,
    questions: QUIZ_QUESTIONS.map((q) => ({
      id: q.id,
      type: q.type,
      answers: q.answers.map((a) => ({
        id: a.id,
        selected: open?.get(q.id)?.includes(a.id) ?? false,
      })),
    })),
  });

  const quizFor = () => ({
    id: QUIZ_ID,
    resource_id: '50',
    entity_id: MODULE_ID,
    entity_title: 'Le basi di JavaScript',
    title: 'Quiz finale: le basi',
    kind,
    pass_percentage: 60,
    passed,
    last_score: null,
    attempt: open ? attempt() : null,
    questions: QUIZ_QUESTIONS,
  });

  const terminate = (): FakeAnswer => {
    const correct = QUIZ_QUESTIONS.filter(
      (q) => [...(open?.get(q.id) ?? [])].sort().join() === CORRECT[q.id]!.join(),
    ).length;
    const score = Math.floor((correct * 100) / QUIZ_QUESTIONS.length);
    passed = score >= 60;
    open = null;
    return {
      status: 200,
      data: {
        attempt_id: '100',
        correct,
        total: QUIZ_QUESTIONS.length,
        score_percentage: score,
        passed,
        points_awarded: passed ? (options.pointsOnPass ?? 120) : 0,
      },
    };
  };

  const ofThisQuiz = (answer: () => FakeAnswer) => (call: FakeCall) =>
    call.params.id === QUIZ_ID ? answer() : NOT_FOUND;
  const finalTest = kind === 'final_test';
  const answer = answerFrom([
    on(
      quizEndpoints.getQuiz,
      ofThisQuiz(() => ({ status: 200, data: quizFor() })),
    ),
    on(
      finalTest ? quizEndpoints.startTest : quizEndpoints.startQuiz,
      ofThisQuiz(() => {
        open ??= new Map();
        return { status: 200, data: attempt() };
      }),
    ),
    on(quizEndpoints.saveAnswers, ({ body }) => {
      const { question } = body as { question: { question_id: string; answers: string[] } };
      open?.set(question.question_id, question.answers);
      return { status: 200, data: attempt() };
    }),
    on(
      finalTest ? quizEndpoints.terminateTest : quizEndpoints.terminateQuiz,
      ofThisQuiz(terminate),
    ),
    on(
      quizEndpoints.quitQuiz,
      ofThisQuiz(() => {
        open = null;
        return { status: 204 };
      }),
    ),
  ]);

  const handler = (request: InternalAxiosRequestConfig): Promise<FakeAnswer> | undefined => {
    const path = pathOf(request);
    if (!path.startsWith('/tech-journey/quizzes') && !path.startsWith('/tech-journey/tests'))
      return undefined;
    const body =
      typeof request.data === 'string' ? (JSON.parse(request.data) as unknown) : undefined;
    calls.push({ method: request.method?.toUpperCase() ?? 'GET', path, body });
    return answer(request);
  };
  return { handler, calls };
}
