import {
  CONTENT_PACK_FORMAT_VERSION,
  contentPackManifestSchema,
} from '#common/content-pack/manifest.ts';
import { jsonSchema, type JsonSchema } from './json-schema.ts';

export const CONTENT_PACK_SCHEMA_PATH = '/api/docs/content-pack.schema.json';

/**
 * The JSON Schema of a content pack's manifest (docs/content-packs.md), generated from the
 * schema the server validates with, as a pack's author writes it (defaults optional). Served
 * beside the OpenAPI document and kept in docs/content-pack.schema.json, which a test keeps
 * equal to this.
 */
export function contentPackJsonSchema(): JsonSchema {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: `https://tech-journey.example/schemas/content-pack-v${CONTENT_PACK_FORMAT_VERSION}.json`,
    title: `Tech Journey content pack manifest, format ${CONTENT_PACK_FORMAT_VERSION}`,
    ...withoutDraft(jsonSchema(contentPackManifestSchema, 'input')),
  };
}

function withoutDraft(schema: JsonSchema): JsonSchema {
  const { $schema: _draft, ...rest } = schema;
  return rest;
}
