import type { InternalAxiosRequestConfig } from 'axios';
import { matchPath, type EndpointDefinition } from '#common/api/endpoint.ts';
import { pathOf, type FakeAnswer } from './fake-adapter.ts';

/** A call as a fake sees it: the path parameters, query and body the client sent. */
export interface FakeCall {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  config: InternalAxiosRequestConfig;
}

/** undefined: this fake does not answer this call (another fake or the caller's default will). */
type FakeReply = FakeAnswer | Promise<FakeAnswer> | undefined;

export interface EndpointFake {
  endpoint: EndpointDefinition;
  answer: (call: FakeCall) => FakeReply;
}

/**
 * A fake answer for one declared endpoint (common/api): tests name the endpoint, never its
 * method and path, so a fake cannot drift from the contract the renderer calls through.
 * @example on(quizEndpoints.getQuiz, ({ params }) => ({ status: 200, data: quizFixture(params.id) }))
 */
export function on(
  endpoint: EndpointDefinition,
  answer: FakeAnswer | ((call: FakeCall) => FakeReply),
): EndpointFake {
  return { endpoint, answer: typeof answer === 'function' ? answer : () => answer };
}

/**
 * The answer of the first fake whose endpoint matches the request's method and path and that
 * answers (a fake may pass, e.g. for another id on a `/:id` path), or undefined (the caller's
 * default, usually a 404).
 */
export function answerFrom(
  fakes: readonly EndpointFake[],
): (config: InternalAxiosRequestConfig) => Promise<FakeAnswer> | undefined {
  return (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = pathOf(config).split('?')[0]!;
    for (const fake of fakes) {
      if (fake.endpoint.method !== method) continue;
      const params = matchPath(fake.endpoint.path, path);
      if (!params) continue;
      const reply = fake.answer({
        params,
        query: config.params ?? {},
        body: parseBody(config.data),
        config,
      });
      if (reply !== undefined) return Promise.resolve(reply);
    }
    return undefined;
  };
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}
