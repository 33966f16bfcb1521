import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { Operation } from './openapi-requests.ts';

type JsonSchema = Record<string, unknown>;

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

interface OpenApiDocument {
  components: { responses: Record<string, JsonSchema>; schemas: Record<string, JsonSchema> };
}

/**
 * Checks answers against what the published document declares for the operation: a declared
 * status, a declared content type, and a JSON body valid against that status's schema (a file's
 * body is not read, only its content type). Answers a description of the mismatch, or null.
 */
export function createAnswerChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  ajv.addFormat('date-time', (value) => !Number.isNaN(Date.parse(value)));
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+$/);
  ajv.addFormat('uri', (value) => URL.canParse(value));
  ajv.addFormat('binary', () => true);
  const compiled = new WeakMap<JsonSchema, ValidateFunction>();
  const resolve = (schema: JsonSchema): JsonSchema => {
    const ref = schema.$ref;
    if (typeof ref !== 'string') return schema;
    const [, , kind, name] = ref.split('/') as [string, string, 'responses' | 'schemas', string];
    return resolve(document.components[kind][name]!);
  };
  const validatorOf = (schema: JsonSchema): ValidateFunction => {
    let validate = compiled.get(schema);
    if (!validate) {
      const { $schema: _dialect, ...rest } = schema;
      validate = ajv.compile(rest);
      compiled.set(schema, validate);
    }
    return validate;
  };

  return (operation: Operation, answer: Answer): string | null => {
    const declared = operation.responses[String(answer.statusCode)];
    if (!declared) {
      const declaredStatuses = Object.keys(operation.responses).join(', ');
      return `status ${answer.statusCode} not declared (${declaredStatuses}): ${answer.body.slice(0, 200)}`;
    }
    const content = resolve(declared).content as Record<string, { schema: JsonSchema }> | undefined;
    if (!content) {
      return answer.body === '' ? null : `status ${answer.statusCode} declares no body, got one`;
    }
    const type = String(answer.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    const media = content[type];
    if (!media) return `content type '${type}' not declared for ${answer.statusCode}`;
    if (type !== 'application/json') return null;
    const schema = resolve(media.schema);
    const validate = validatorOf(schema);
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      return `status ${answer.statusCode}: the body is not JSON`;
    }
    if (validate(body)) return null;
    return `status ${answer.statusCode}: ${ajv.errorsText(validate.errors)} in ${answer.body.slice(0, 200)}`;
  };
}
