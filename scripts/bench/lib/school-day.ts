import { authEndpoints } from '#common/api/auth-endpoints.ts';
import { fillPath } from '#common/api/endpoint.ts';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import { SERVICE_PREFIXES } from '#common/config/app-config.ts';
import { CLIENT_KIND_HEADER, DESKTOP_CLIENT_KIND } from '#common/constants.ts';
import type { Client, Timed } from './http-client.ts';

/** The steps of one student's visit, each with every latency observed. */
export type Step = 'signIn' | 'getQuiz' | 'start' | 'save' | 'terminate';
export type StepTimes = Record<Step, number[]>;
export const QUIZ_STEPS: readonly Step[] = ['getQuiz', 'start', 'save', 'terminate'];

export const emptyStepTimes = (): StepTimes => ({
  signIn: [],
  getQuiz: [],
  start: [],
  save: [],
  terminate: [],
});

const api = (path: string) => `${SERVICE_PREFIXES.apiBaseUrl.replace(/\/+$/, '')}${path}`;

export async function signIn(
  client: Client,
  email: string,
  password: string,
): Promise<{ answer: Timed; token: string | null }> {
  const answer = await client.send(
    'POST',
    api(authEndpoints.signIn.path),
    { email, password },
    { [CLIENT_KIND_HEADER]: DESKTOP_CLIENT_KIND },
  );
  const token =
    answer.status === 200
      ? (JSON.parse(answer.body) as { access_token: string }).access_token
      : null;
  return { answer, token };
}

interface Attempt {
  questions: Array<{ id: string; type: string; answers: Array<{ id: string }> }>;
}

/**
 * One student of the burst: sign in, open the quiz, start it, save `saves` answers (cycling
 * through its questions), terminate. Answers the number of distinct questions saved, or
 * throws with the step and status that failed.
 */
export async function takeQuiz(
  client: Client,
  email: string,
  password: string,
  quizId: string,
  saves: number,
  times: StepTimes,
): Promise<number> {
  const { answer, token } = await signIn(client, email, password);
  times.signIn.push(answer.ms);
  if (!token) throw new StepFailure('signIn', answer);
  const auth = { authorization: `Bearer ${token}` };
  const step = async (name: Step, method: string, path: string, body?: unknown) => {
    const result = await client.send(method, api(path), body, auth);
    times[name].push(result.ms);
    if (result.status !== 200) throw new StepFailure(name, result);
    return result;
  };
  const id = { id: quizId };
  await step('getQuiz', 'GET', fillPath(quizEndpoints.getQuiz.path, id));
  const started = await step('start', 'POST', fillPath(quizEndpoints.startQuiz.path, id));
  const { questions } = JSON.parse(started.body) as Attempt;
  const saved = new Set<string>();
  for (let index = 0; index < saves; index++) {
    const question = questions[index % questions.length]!;
    await step('save', 'POST', quizEndpoints.saveAnswers.path, {
      quiz_id: quizId,
      question: { question_id: question.id, answers: [question.answers[index % 2]!.id] },
    });
    saved.add(question.id);
  }
  await step('terminate', 'POST', fillPath(quizEndpoints.terminateQuiz.path, id));
  return saved.size;
}

export class StepFailure extends Error {
  readonly step: Step;
  readonly status: number;
  constructor(step: Step, answer: Timed) {
    super(`${step}: ${answer.status} ${answer.body.slice(0, 200)}`);
    this.step = step;
    this.status = answer.status;
  }
}
