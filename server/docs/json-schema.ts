import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * JSON Schema of a request part or an answer, as the wire sees it. A transform or a refinement
 * has no JSON Schema form: it is documented as its base shape. Where zod would lose a rule the
 * server applies, the override puts it back, so the document is as strict as the validation:
 * a string normalised before its format check (`.trim().pipe(z.email())`) keeps its format.
 */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema: json }) => {
      const def = zodSchema._zod.def;
      if (io !== 'input' || def.type !== 'pipe') return;
      const format = stringFormatOf((def as z.core.$ZodPipeDef).out);
      if (format && json.type === 'string' && json.format === undefined) json.format = format;
    },
  }) as JsonSchema;
}

/** The JSON Schema format of a zod string format (email, url, uuid...), if it is one. */
function stringFormatOf(schema: z.core.$ZodType): string | undefined {
  const def = schema._zod.def as { type: string; format?: string };
  if (def.type !== 'string' || !def.format) return undefined;
  return def.format === 'url' ? 'uri' : def.format;
}
