import { generateSync, type JsonSchema as FakerSchema } from 'json-schema-faker';

type JsonSchema = Record<string, unknown>;

/** One operation of the published document, as the fuzzer walks it. */
export interface Operation {
  operationId: string;
  method: string;
  /** The OpenAPI path, with `{name}` parameters. */
  path: string;
  parameters?: Array<{
    name: string;
    in: string;
    required?: boolean;
    explode?: boolean;
    schema: JsonSchema;
  }>;
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, JsonSchema>;
  security?: Array<Record<string, string[]>>;
}

export interface GeneratedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** Every operation of a document, in the document's order (a stable order: a stable run). */
export function operationsOf(document: { paths: Record<string, Record<string, object>> }) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(
      ([method, operation]) => ({ ...operation, method: method.toUpperCase(), path }) as Operation,
    ),
  );
}

/**
 * A request built from the operation's declaration alone: path and query parameters and a body
 * generated from their schemas with a fixed seed, so the same seed always gives the same request.
 * The caller adds the credentials.
 */
export function generateRequest(operation: Operation, seed: number): GeneratedRequest {
  const fake = (schema: JsonSchema, offset: number) =>
    generateSync(schema as FakerSchema, { seed: seed * 31 + offset, maxDefaultItems: 3 });
  const parameters = operation.parameters ?? [];
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const parameter = parameters.find(
      (candidate) => candidate.name === name && candidate.in === 'path',
    );
    return encodeURIComponent(String(fake(parameter?.schema ?? { type: 'string' }, 1)));
  });
  const query = new URLSearchParams();
  parameters
    .filter((parameter) => parameter.in === 'query')
    .forEach((parameter, index) => {
      // An optional parameter is left out every other seed, so both forms are tried.
      if (!parameter.required && (seed + index) % 2 === 1) return;
      const value = fake(parameter.schema, 10 + index);
      // An exploded form object: each of its properties is a parameter of its own.
      if (parameter.explode && parameter.schema.type === 'object') {
        for (const [name, item] of Object.entries(value as object))
          query.append(name, String(item));
        return;
      }
      for (const item of Array.isArray(value) ? value : [value]) {
        query.append(
          parameter.name,
          typeof item === 'object' ? JSON.stringify(item) : String(item),
        );
      }
    });
  const url = query.size > 0 ? `${path}?${query.toString()}` : path;
  const body = bodyOf(operation, (schema) => fake(schema, 100), seed);
  return { method: operation.method, url, headers: body?.headers ?? {}, payload: body?.payload };
}

function bodyOf(
  operation: Operation,
  fake: (schema: JsonSchema) => unknown,
  seed: number,
): { headers: Record<string, string>; payload: string | Buffer } | undefined {
  const content = operation.requestBody?.content;
  if (!content) return undefined;
  // An optional body is left out every other seed.
  if (!operation.requestBody?.required && seed % 2 === 1) return undefined;
  const json = content['application/json'];
  if (json) {
    return {
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(fake(json.schema) ?? null),
    };
  }
  const form = content['multipart/form-data'];
  if (!form) throw new Error(`${operation.operationId}: no body the fuzzer knows how to send`);
  const field = ((form.schema.required as string[] | undefined) ?? ['file'])[0]!;
  const boundary = `fuzz${seed}`;
  const file = Buffer.from(String(fake({ type: 'string', minLength: 1, maxLength: 200 })));
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="students.csv"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload };
}
