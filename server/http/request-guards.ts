import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REQUEST_ID_HEADER } from './request-id.ts';

/** A check made before routing: the error to answer with, or undefined to let the request on. */
export type RequestGuard = (request: FastifyRequest) => Error | undefined;

/**
 * Runs the guards, in order, in one callback onRequest hook on the root instance: the first
 * refusal answers. One hook rather than one per guard because every hook costs each request of
 * every route a step of Fastify's hook runner, for checks that are a header read each (issue 27,
 * docs/performance.md); a callback one because an async one costs a promise per request. The
 * same hook sends the request's id back (X-Request-Id) on every answer, refusals included.
 */
export function guardRequests(app: FastifyInstance, guards: readonly RequestGuard[]): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    for (const guard of guards) {
      const refusal = guard(request);
      if (refusal !== undefined) {
        done(refusal);
        return;
      }
    }
    done();
  });
}
