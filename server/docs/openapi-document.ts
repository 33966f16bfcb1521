import type { EndpointDefinition } from '#common/api/endpoint.ts';
import { allEndpoints } from '#common/api/endpoints.ts';
import { isSchema } from '#common/api/endpoint.ts';
import type { ServerConfig } from '../config.ts';
import { fullPathOf } from '../http/endpoint-registry.ts';
import { answersOf } from './openapi-answers.ts';
import { components } from './openapi-components.ts';
import { jsonSchema, type JsonSchema } from './json-schema.ts';

/** The declared endpoints that exist in an environment (development-only ones nowhere else). */
export function endpointsOf(
  environment: ServerConfig['environment'],
): Array<[string, EndpointDefinition]> {
  return allEndpoints().filter(
    ([, endpoint]) => !endpoint.devOnly || environment === 'development',
  );
}

/**
 * The OpenAPI 3.1 document of every endpoint this server registers (common/api), for a school's
 * integrator: full paths with their service prefix, parameters, bodies, every answer a handler
 * can give (openapi-answers.ts), the roles allowed (`x-roles`) and each service's credentials.
 */
export function buildOpenApiDocument(
  version: string,
  environment: ServerConfig['environment'],
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [name, endpoint] of endpointsOf(environment)) {
    const path = fullPathOf(endpoint).replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = operation(name, endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tech Journey API',
      version,
      description:
        'Every call of the Tech Journey clients. Errors answer { message, code, details? } with an ' +
        "Italian message; the chat service answers Rocket.Chat's envelope { success: false, error }. " +
        'A method a path does not have answers 405 with Allow (components/responses/Api405).',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    // The paths carry their service prefix, so the one server is the origin serving this document.
    servers: [{ url: '/', description: 'The platform server that serves this document.' }],
    paths,
    components: components(),
  };
}

function operation(name: string, endpoint: EndpointDefinition): JsonSchema {
  const open = endpoint.access === 'public';
  return {
    operationId: name,
    summary: endpoint.summary,
    tags: [endpoint.service],
    'x-roles': open ? [] : endpoint.access === 'signed-in' ? ['*'] : [...endpoint.access],
    ...(endpoint.devOnly ? { 'x-development-only': true } : {}),
    security: securityOf(endpoint),
    parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')],
    ...(endpoint.body ? { requestBody: requestBody(endpoint.body) } : {}),
    responses: answersOf(endpoint),
  };
}

/**
 * Our services take the bearer JWT; the chat takes Rocket.Chat's two headers (it checks them
 * itself, so its declarations say `public`); the refresh also reads the session cookie.
 * `security: []` only where nothing is asked.
 */
function securityOf(endpoint: EndpointDefinition): JsonSchema[] {
  if (endpoint.service === 'chat') return [{ chatToken: [], chatUser: [] }];
  if (endpoint.access !== 'public') return [{ bearer: [] }];
  // The cookie is optional: the desktop sends its token in the body instead.
  if (endpoint.sessionCookie) return [{ sessionCookie: [] }, {}];
  return [];
}

/** Keywords that tie the properties of one object together (one of, if-then). */
const OBJECT_RULES = ['oneOf', 'anyOf', 'allOf', 'if', 'not'];

function parameters(schema: EndpointDefinition['params'], where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const { $schema: _dialect, ...object } = jsonSchema(schema, 'input') as JsonSchema & {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  // A rule across query parameters cannot be said one parameter at a time: the query is then
  // one exploded form object (each property its own key=value), with the rule in its schema.
  if (where === 'query' && OBJECT_RULES.some((keyword) => keyword in object)) {
    const required = (object.required ?? []).length > 0 || 'oneOf' in object;
    return [{ name: 'query', in: 'query', style: 'form', explode: true, required, schema: object }];
  }
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

function requestBody(body: NonNullable<EndpointDefinition['body']>): JsonSchema {
  if (isSchema(body)) {
    return {
      // An optional body (the refresh's) may be left out altogether.
      required: !body.safeParse(undefined).success,
      content: { 'application/json': { schema: jsonSchema(body, 'input') } },
    };
  }
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: [body.field],
          properties: {
            [body.field]: { type: 'string', contentMediaType: 'application/octet-stream' },
          },
        },
      },
    },
    description: `At most ${body.maxBytes} bytes.`,
  };
}
