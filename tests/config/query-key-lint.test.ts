import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The rule of eslint.config.js that keeps cache keys derived from the endpoint declarations
// (renderer/lib/query): a feature that writes a key by hand is refused, with the way out named.
const eslint = new ESLint({ cwd: process.cwd() });

async function messagesOf(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

const HAND_WRITTEN = `
export const options = { queryKey: ['journey', 'streak'], queryFn: () => 1 };
export const frozen = { queryKey: ['live', 'courses'] as const, queryFn: () => 1 };
`;

describe('hand-written query keys', () => {
  it('are refused in a feature, array literal or `as const`, naming renderer/lib/query', async () => {
    const messages = await messagesOf(HAND_WRITTEN, 'renderer/features/todo/api/example.ts');
    expect(messages).toHaveLength(2);
    for (const message of messages) expect(message).toContain('renderer/lib/query');
  });

  it('are not the concern of shared code, which may hold a key that is not an endpoint answer', async () => {
    expect(await messagesOf(HAND_WRITTEN, 'renderer/lib/profile/example.ts')).toEqual([]);
  });

  it('leave derived keys alone', async () => {
    const derived = `
      import { endpointQueryKey } from '../../../lib/query/index.ts';
      export const options = { queryKey: endpointQueryKey(endpoint, {}), queryFn: () => 1 };
      declare const endpoint: never;
    `;
    expect(await messagesOf(derived, 'renderer/features/todo/api/example.ts')).toEqual([]);
  });

  it('still refuse HTML sinks in features, where both rules share one setting', async () => {
    const sink = 'export const View = () => <div dangerouslySetInnerHTML={{ __html: "x" }} />;';
    const messages = await messagesOf(sink, 'renderer/features/todo/components/example.tsx');
    expect(messages).toEqual([expect.stringContaining('SanitizedHtml')]);
  });
});
