import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The one-home rules of eslint/one-home.js, run through the repository's own eslint.config.js:
// each must refuse the scattered form in an ordinary file and leave its home (and the forms it
// does not mean) alone.
const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '../..') });

async function oneHomeRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .map((message) => message.ruleId ?? `fatal: ${message.message}`)
    .filter((rule) => rule.startsWith('one-home/') || rule.startsWith('fatal'));
}

describe('one home per rule (lint)', () => {
  it('refuses a time-zone literal outside common/format/swiss-italian.ts', async () => {
    const code = "export const zone = 'Europe/Zurich';\n";
    expect(await oneHomeRules('server/files/report.ts', code)).toEqual([
      'one-home/school-time-zone',
    ]);
    expect(await oneHomeRules('common/format/swiss-italian.ts', code)).toEqual([]);
    expect(
      await oneHomeRules('server/files/report.ts', "export const s = 'Europa/Zurigo';\n"),
    ).toEqual([]);
  });

  it('refuses a hand-written file-name slug outside common/format/file-name-slug.ts', async () => {
    const functions = [
      'export function slug(text: string): string {\n  return text;\n}\n',
      "export const toName = (t: string) => t.replace(/[^A-Za-z0-9]+/g, '-');\n",
      "export const toName = (t: string) => t.split(/\\s+/).filter(Boolean).join('-');\n",
    ];
    for (const code of functions) {
      expect(await oneHomeRules('renderer/features/reports/api/names.ts', code)).toEqual([
        'one-home/file-name-slug',
      ]);
    }
    expect(await oneHomeRules('common/format/file-name-slug.ts', functions[1]!)).toEqual([]);
    // Dashes between parts that are not words of a name are not a slug.
    expect(
      await oneHomeRules('server/accounts/code.ts', "export const c = ['ab', 'cd'].join('-');\n"),
    ).toEqual([]);
  });

  it('refuses a singular/plural ternary outside common/format/plurals.ts', async () => {
    const code = "export const label = (n: number) => (n === 1 ? 'domanda' : 'domande');\n";
    expect(await oneHomeRules('renderer/features/quiz/label.ts', code)).toEqual([
      'one-home/plural',
    ]);
    expect(
      await oneHomeRules(
        'renderer/features/quiz/label.tsx',
        "export const L = ({ n }: { n: number }) => <p>{n === 1 ? 'Un account' : `${n} account`}</p>;\n",
      ),
    ).toEqual(['one-home/plural']);
    expect(await oneHomeRules('common/format/plurals.ts', code)).toEqual([]);
    expect(
      await oneHomeRules(
        'main/kiosk/key.ts',
        'export const k = (s: string) => (s.length === 1 ? s : null);\n',
      ),
    ).toEqual([]);
  });

  it('refuses "il 80%" written by hand, in templates and in JSX', async () => {
    const template = 'export const t = (p: number) => `Serve il ${p}% di risposte.`;\n';
    const jsx =
      "export const P = ({ p }: { p: number }) => (\n  <p>\n    Serve il{' '}\n    {p}% di risposte.\n  </p>\n);\n";
    const fused = 'export const P = ({ p }: { p: number }) => <p>Completo al {p}%</p>;\n';
    expect(await oneHomeRules('renderer/features/quiz/intro.ts', template)).toEqual([
      'one-home/percent-article',
    ]);
    expect(await oneHomeRules('renderer/features/quiz/intro.tsx', jsx)).toEqual([
      'one-home/percent-article',
    ]);
    expect(await oneHomeRules('renderer/features/quiz/intro.tsx', fused)).toEqual([
      'one-home/percent-article',
    ]);
    expect(await oneHomeRules('common/format/percent-with-article.ts', template)).toEqual([]);
    // A date after "il" and a percentage without an article are fine.
    expect(
      await oneHomeRules(
        'renderer/features/quiz/intro.ts',
        'export const t = (d: string, p: number) => `Aperta il ${d}, punteggio: ${p}%`;\n',
      ),
    ).toEqual([]);
  });

  it('refuses turning PCTO hours back into minutes outside common/format/pcto-hours.ts', async () => {
    const code =
      'export const m = (s: { completed_pcto_hours: number }) => Math.round(s.completed_pcto_hours * 60);\n';
    expect(await oneHomeRules('renderer/features/profile/stats.ts', code)).toEqual([
      'one-home/pcto-hours',
    ]);
    expect(
      await oneHomeRules(
        'server/files/cv.ts',
        'export const h = (pctoMinutes: number) => pctoMinutes / 60;\n',
      ),
    ).toEqual(['one-home/pcto-hours']);
    expect(await oneHomeRules('common/format/pcto-hours.ts', code)).toEqual([]);
  });

  it('refuses random sources on the server outside server/auth/secret-digest.ts', async () => {
    const imported =
      "import { randomBytes } from 'node:crypto';\nexport const t = () => randomBytes(32).toString('hex');\n";
    expect(await oneHomeRules('server/chat/tokens.ts', imported)).toEqual([
      'one-home/random-secret',
    ]);
    expect(
      await oneHomeRules('server/chat/tokens.ts', 'export const t = () => crypto.randomUUID();\n'),
    ).toEqual(['one-home/random-secret']);
    expect(await oneHomeRules('server/auth/secret-digest.ts', imported)).toEqual([]);
    const excepted = `// eslint-disable-next-line one-home/random-secret -- a salt: not a secret\n${imported}`;
    expect(await oneHomeRules('server/auth/salt.ts', excepted)).toEqual([]);
  });

  it('refuses a native title= tooltip on elements, in favour of <Tooltip>', async () => {
    const native =
      'export const B = () => <button type="button" aria-label="Elimina" title="Elimina">x</button>;\n';
    expect(await oneHomeRules('renderer/features/shell/components/delete.tsx', native)).toEqual([
      'one-home/native-tooltip',
    ]);
    expect(
      await oneHomeRules(
        'renderer/components/chip/label.tsx',
        'export const S = ({ when }: { when: string }) => <span title={when}>tra 3 min</span>;\n',
      ),
    ).toEqual(['one-home/native-tooltip']);
    // A frame's title is its accessible name, and a component's title prop is its own.
    expect(
      await oneHomeRules(
        'renderer/features/live/components/player.tsx',
        'export const P = () => <iframe src="https://example.org" title="Video: Git" />;\n',
      ),
    ).toEqual([]);
    expect(
      await oneHomeRules(
        'renderer/features/live/components/page.tsx',
        'const PageFrame = (p: { title: string }) => <h1>{p.title}</h1>;\nexport const X = () => <PageFrame title="Live" />;\n',
      ),
    ).toEqual([]);
  });
});
