import { apiErrorSchema } from '#common/api/errors.ts';
import { SESSION_COOKIE_NAME } from '#common/constants.ts';
import { jsonSchema, type JsonSchema } from './json-schema.ts';

/** What each error status means, for the document's readers. */
const ERROR_MEANINGS: Record<number, string> = {
  400: 'Malformed request (unreadable JSON, bad encoding).',
  401: 'No token, or an expired or invalid one.',
  403: 'The role, or the state of the account, does not allow this call.',
  404: 'Not found, or not visible to this user (ids cannot be probed).',
  405: 'The path exists with other methods, listed in Allow.',
  409: 'Conflict: already done, or not in that state.',
  410: 'Gone: it existed and was withdrawn.',
  413: 'The request body is too large.',
  415: 'The request body is not JSON (Content-Type: application/json).',
  422: 'Well-formed but invalid: `details` names each field with an Italian message.',
  429: 'Too many requests: wait for Retry-After seconds.',
  503: 'A dependency (the database) is down: retry after Retry-After seconds.',
  507: "The server's disk is full: writes fail until the operator frees space.",
};

const CHAT_ERROR_STATUSES = [400, 403, 404, 405, 409, 413, 415, 429, 507];

const content = (ref: string) => ({
  'application/json': { schema: { $ref: `#/components/schemas/${ref}` } },
});

/**
 * The shared parts of the document: the two error envelopes (API.md's Italian one, and
 * Rocket.Chat's for the chat service), one response per error status and family, and the
 * security schemes of each service.
 */
export function components(): JsonSchema {
  const responses: Record<string, JsonSchema> = {};
  for (const [status, description] of Object.entries(ERROR_MEANINGS)) {
    responses[`Api${status}`] = { description, content: content('ApiError') };
  }
  for (const status of CHAT_ERROR_STATUSES) {
    responses[`Chat${status}`] = {
      description: ERROR_MEANINGS[status],
      content: content('RocketError'),
    };
  }
  // Rocket.Chat answers a missing or wrong X-Auth-Token in its older envelope.
  responses.Chat401 = {
    description: 'No chat token, or a wrong one.',
    content: content('RocketUnauthorized'),
  };
  return {
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      chatToken: { type: 'apiKey', in: 'header', name: 'X-Auth-Token' },
      chatUser: { type: 'apiKey', in: 'header', name: 'X-User-Id' },
      sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME },
    },
    responses,
    schemas: {
      ApiError: jsonSchema(apiErrorSchema, 'output'),
      RocketError: {
        type: 'object',
        properties: {
          success: { const: false },
          error: { type: 'string' },
          errorType: { type: 'string' },
        },
        required: ['success', 'error'],
      },
      RocketUnauthorized: {
        type: 'object',
        properties: { status: { const: 'error' }, message: { type: 'string' } },
        required: ['status', 'message'],
      },
    },
  };
}
