import { z } from 'zod';
import { isSchema, type EndpointDefinition } from '#common/api/endpoint.ts';
import { allEndpoints } from '#common/api/endpoints.ts';
import { apiErrorSchema } from '#common/api/errors.ts';
import { SERVICE_BASE_URL_KEYS, SERVICE_PREFIXES } from '#common/config/app-config.ts';

type JsonSchema = Record<string, unknown>;

/** JSON Schema of a request part or an answer, as the wire sees it. */
const jsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  // A transform or a refinement has no JSON Schema form: it is documented as its base shape.
  z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;

/**
 * The OpenAPI 3.1 document of every declared endpoint (common/api), for a school's integrator:
 * full paths with their service prefix, parameters, bodies, answers, the roles allowed
 * (`x-roles`) and the Italian error answer of API.md.
 */
export function buildOpenApiDocument(version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [name, endpoint] of allEndpoints()) {
    const prefix = SERVICE_PREFIXES[SERVICE_BASE_URL_KEYS[endpoint.service]];
    const path = prefix + endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = operation(name, endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tech Journey API',
      version,
      description:
        'Every call of the Tech Journey clients. Errors answer { message, code, details? } with an Italian message.',
    },
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ApiError: jsonSchema(apiErrorSchema, 'output') },
    },
  };
}

function operation(name: string, endpoint: EndpointDefinition): JsonSchema {
  const open = endpoint.access === 'public';
  return {
    operationId: name,
    summary: endpoint.summary,
    tags: [endpoint.service],
    'x-roles': open ? [] : endpoint.access === 'signed-in' ? ['*'] : [...endpoint.access],
    security: open ? [] : [{ bearer: [] }],
    parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')],
    ...(endpoint.body ? { requestBody: requestBody(endpoint.body) } : {}),
    responses: {
      [String(endpoint.status ?? 200)]: answer(endpoint.response),
      default: {
        description: 'An error (API.md).',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
      },
    },
  };
}

function parameters(schema: EndpointDefinition['params'], where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
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
      required: true,
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

function answer(response: EndpointDefinition['response']): JsonSchema {
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
