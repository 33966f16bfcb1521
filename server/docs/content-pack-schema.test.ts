import { readFileSync, writeFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { DEMO_PACK_DIR } from '../content-packs/demo-pack.ts';
import { schoolManifest } from '../content-packs/pack-test-helpers.ts';
import { contentPackJsonSchema } from './content-pack-schema.ts';

const published = new URL('../../docs/content-pack.schema.json', import.meta.url);

describe('the content pack JSON Schema', () => {
  it('is published in docs/ as the server generates it (run the test with UPDATE_SCHEMA=1 to rewrite)', () => {
    const generated = `${JSON.stringify(contentPackJsonSchema(), null, 2)}\n`;
    if (process.env.UPDATE_SCHEMA) writeFileSync(published, generated);
    expect(readFileSync(published, 'utf8')).toBe(generated);
  });

  it('accepts the demo pack and the school pack of the docs, and refuses a broken one', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    const validate = ajv.compile(contentPackJsonSchema());
    const demo: unknown = JSON.parse(readFileSync(`${DEMO_PACK_DIR}manifest.json`, 'utf8'));
    expect(validate(demo), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(schoolManifest())).toBe(true);
    expect(validate({ ...schoolManifest(), levels: [{ key: 'Not A Key' }] })).toBe(false);
  });
});
