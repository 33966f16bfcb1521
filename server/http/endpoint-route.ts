import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import {
  isSchema,
  type Access,
  type AnswerOf,
  type BodyOf,
  type EndpointDefinition,
  type ParamsOf,
  type QueryOf,
} from '#common/api/endpoint.ts';
import type { AccessClaims } from '#common/auth/claims.ts';
import { SERVICE_BASE_URL_KEYS, SERVICE_PREFIXES } from '#common/config/app-config.ts';
import { refuseExpiredPassword } from '../auth/expired-password.ts';
import { requireRole } from '../auth/require-role.ts';
import { parseRequest } from './validate.ts';

/** What a handler gets: the request parts already parsed with the endpoint's schemas. */
export interface EndpointContext<E extends EndpointDefinition> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** The caller's verified claims (null only on a public endpoint). */
  auth: E['access'] extends 'public' ? null : AccessClaims;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A handler answers the endpoint's JSON (typed against its response schema), nothing for an
 * empty answer, or the reply itself once it has sent a file or a custom answer.
 */
export type EndpointHandler<E extends EndpointDefinition> = (
  context: EndpointContext<E>,
) => Promise<AnswerOf<E> | FastifyReply>;

/**
 * Registers the one route of a declared endpoint, on a plugin mounted at that endpoint's service
 * prefix (a development-only one only in development). In order: the role guard (401/403), the
 * one-time password rule (403 password_expired), the request parts parsed with the declared schemas
 * (422 with Italian details), the handler, and — where the app checks answers (tests) — the
 * answer parsed with the declared response schema, so a handler that drifts from the contract
 * fails its tests instead of a client.
 */
export function route<E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  assertMountedAtItsService(app, endpoint);
  // A development-only route does not exist elsewhere: the not-found handlers answer 404.
  if (endpoint.devOnly && app.services.config.environment !== 'development') return;
  app.services.endpoints.record(endpoint);
  const upload = endpoint.body !== undefined && !isSchema(endpoint.body);
  // Labelled once here with the declared pattern; a hook of this route only, so unrouted
  // requests, the web UI and the benchmarked health and configuration routes pay nothing.
  const recordAnswer = app.services.metrics.endpoint(
    endpoint.method,
    SERVICE_PREFIXES[SERVICE_BASE_URL_KEYS[endpoint.service]] + endpoint.path,
  );
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    onResponse: (_request, reply, done) => {
      recordAnswer(reply.statusCode, reply.elapsedTime);
      done();
    },
    ...(endpoint.access === 'public'
      ? {}
      : { preHandler: guardsOf(endpoint.access, endpoint.servedWithExpiredPassword) }),
    handler: async (request, reply) => {
      const context = {
        params: parsePart(endpoint.params, request.params),
        query: parsePart(endpoint.query, request.query),
        // An upload's body is a multipart stream the handler reads itself.
        body: upload ? undefined : parsePart(endpoint.body, request.body),
        auth: request.auth,
        request,
        reply,
      } as EndpointContext<E>;
      if (endpoint.status) reply.code(endpoint.status);
      const answer = await handler(context);
      if (answer === reply || reply.sent) return reply;
      if (!isSchema(endpoint.response)) return reply.send();
      if (app.services.checkAnswers) return endpoint.response.parse(answer);
      return answer;
    },
  });
}

/** The token and role check, then the one-time password rule unless the endpoint is exempt. */
function guardsOf(
  access: Exclude<Access, 'public'>,
  servedWithExpiredPassword: boolean | undefined,
): preHandlerAsyncHookHandler[] {
  const roleGuard = requireRole(...(access === 'signed-in' ? [] : access));
  return servedWithExpiredPassword ? [roleGuard] : [roleGuard, refuseExpiredPassword];
}

function parsePart(schema: unknown, value: unknown): unknown {
  return isSchema(schema) ? parseRequest(schema, value) : undefined;
}

/** A route under the wrong prefix would be unreachable for its client: fail at start-up. */
function assertMountedAtItsService(app: FastifyInstance, endpoint: EndpointDefinition): void {
  const expected = SERVICE_PREFIXES[SERVICE_BASE_URL_KEYS[endpoint.service]];
  if (app.prefix !== expected) {
    throw new Error(
      `${endpoint.method} ${endpoint.path} belongs under ${expected}, registered under '${app.prefix}'`,
    );
  }
}
