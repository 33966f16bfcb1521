import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

describe('the V8 flags of the server', () => {
  it('are on every npm script that runs the server', () => {
    const { scripts } = JSON.parse(
      readFileSync(join(import.meta.dirname, '../package.json'), 'utf8'),
    ) as { scripts: Record<string, string> };
    for (const name of ['start', 'serve']) {
      expect(scripts[name]).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/${name}.ts`);
    }
  });
});
