import { isSchema, type EndpointDefinition } from '#common/api/endpoint.ts';
import { jsonSchema, type JsonSchema } from './json-schema.ts';

/**
 * The answers of one operation: its success, then every error its handler can give, derived
 * from the declaration (the layers every route passes through) plus those it declares itself.
 */
export function answersOf(endpoint: EndpointDefinition): Record<string, JsonSchema> {
  const answers: Record<string, JsonSchema> = {
    [String(endpoint.status ?? 200)]: success(endpoint),
  };
  for (const status of endpoint.alsoAnswers ?? []) answers[String(status)] = BODILESS[status];
  for (const [status, schema] of Object.entries(endpoint.otherAnswers ?? {})) {
    answers[status] = {
      description: 'An answer with a body of its own.',
      content: { 'application/json': { schema: jsonSchema(schema, 'output') } },
    };
  }
  const family = endpoint.service === 'chat' ? 'Chat' : 'Api';
  for (const status of errorStatusesOf(endpoint)) {
    answers[String(status)] = { $ref: `#/components/responses/${family}${status}` };
  }
  return answers;
}

const BODILESS = {
  204: { description: 'Nothing to answer: no content.' },
  304: { description: "Not modified: the caller's ETag (If-None-Match) still holds." },
};

/**
 * Statuses derived from the declaration: 400 (malformed) and 422 (invalid) where there is input,
 * 400 and 413 (over the limit) wherever a body is read, 401 behind a token, 403 for listed roles
 * and for an expired one-time password (behind a token, unless the endpoint is served then), 404
 * for a path parameter (missing or not visible: API.md), 503 when the database is down, 507 when the
 * server's disk is full (server/http/disk-full.ts). The chat answers
 * Rocket.Chat's statuses: its validation failure is a 400, and its limiter (429) and header check
 * (401) apply to every call, and a body that is not JSON is its 415.
 */
export function errorStatusesOf(endpoint: EndpointDefinition): number[] {
  const statuses = new Set<number>(endpoint.errors ?? []);
  const chat = endpoint.service === 'chat';
  const hasInput = endpoint.params || endpoint.query || endpoint.body;
  if (hasInput && !chat) statuses.add(422);
  // Fastify reads the body of any method but GET, declared or not: it may be unreadable (400)
  // or over the limit (413) before the handler runs.
  const readsBody = endpoint.method !== 'GET';
  if (hasInput || readsBody) statuses.add(400);
  if (endpoint.body || readsBody) statuses.add(413);
  // The chat reads JSON bodies only (chat-plugin.ts): any other content type is a 415.
  if (chat && readsBody) statuses.add(415);
  if (chat || endpoint.access !== 'public') statuses.add(401);
  if (Array.isArray(endpoint.access)) statuses.add(403);
  // An account that must change its one-time password first (server/auth/expired-password.ts).
  if (endpoint.access !== 'public' && !endpoint.servedWithExpiredPassword) statuses.add(403);
  if (endpoint.params) statuses.add(404);
  if (chat) statuses.add(429);
  else statuses.add(503);
  // Any call may write (a session, an access log, a message): on a full disk it is a 507.
  statuses.add(507);
  return [...statuses].sort((a, b) => a - b);
}

function success(endpoint: EndpointDefinition): JsonSchema {
  const { response } = endpoint;
  if (endpoint.status === 303) {
    return {
      description: 'Redirect to the address in Location.',
      headers: { Location: { required: true, schema: { type: 'string', format: 'uri' } } },
    };
  }
  if (isSchema(response)) {
    return {
      description: 'Success.',
      content: { 'application/json': { schema: jsonSchema(response, 'output') } },
    };
  }
  if (response.kind === 'file') {
    return {
      description: 'The file, with Content-Disposition: attachment.',
      content: Object.fromEntries(
        response.contentTypes.map((type) => [
          type,
          { schema: { type: 'string', format: 'binary' } },
        ]),
      ),
    };
  }
  return { description: 'Done; no content.' };
}
