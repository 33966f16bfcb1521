import { afterEach, describe, expect, it } from 'vitest';

const realFunction = globalThis.Function;

afterEach(() => {
  globalThis.Function = realFunction;
});

// The CSP has no 'unsafe-eval': loading the entry (and every schema it pulls in) and parsing with
// zod must never build code from a string.
describe('the renderer entry under a CSP without unsafe-eval', () => {
  it('loads every schema and parses objects without calling new Function', async () => {
    const compiled: unknown[][] = [];
    globalThis.Function = new Proxy(realFunction, {
      construct(target, args: unknown[]) {
        compiled.push(args);
        return Reflect.construct(target, args) as object;
      },
    });
    // Dynamic imports, so they run after the spy is in place; main.tsx starts nothing without #root.
    await import('./main.tsx');
    const { z } = await import('zod');
    const { attemptParamsSchema } = await import('#common/api/reports/requests.ts');
    const schema = z.object({ name: z.string(), score: z.number() });
    expect(schema.parse({ name: 'Maria', score: 80 })).toEqual({ name: 'Maria', score: 80 });
    expect(attemptParamsSchema.safeParse({}).success).toBe(false);
    expect(compiled).toEqual([]);
    expect(z.config().jitless).toBe(true);
  });
});
