import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { OPENAPI_PATH } from './openapi-route.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const REDOCLY = join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: Array<{ ruleId: string; severity: string; message: string }>;
}

/** Runs `redocly lint` (the repository's redocly.yaml) over a document; never touches the network. */
async function lint(document: unknown): Promise<{ exitCode: number; report: LintReport }> {
  const directory = await mkdtemp(join(tmpdir(), 'openapi-lint-'));
  const file = join(directory, 'openapi.json');
  try {
    await writeFile(file, JSON.stringify(document));
    const run = promisify(execFile)(
      process.execPath,
      [REDOCLY, 'lint', file, '--config', join(ROOT, 'redocly.yaml'), '--format=json'],
      {
        cwd: ROOT,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 32 * 1024 * 1024,
      },
    );
    const { stdout, exitCode } = await run.then(
      (result) => ({ stdout: result.stdout, exitCode: 0 }),
      (error: { stdout: string; code: number }) => ({ stdout: error.stdout, exitCode: error.code }),
    );
    return { exitCode, report: JSON.parse(stdout) as LintReport };
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

describe('the published OpenAPI document under Redocly lint (recommended rules)', () => {
  it.each(['production', 'development'] as const)(
    'has no error in %s',
    async (environment) => {
      const t = await createTestApp({ seed: false, config: { environment } });
      try {
        const document = (await t.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
        const { exitCode, report } = await lint(document);
        const errors = report.problems.filter((problem) => problem.severity === 'error');
        expect(errors).toEqual([]);
        expect(report.totals.errors).toBe(0);
        expect(exitCode).toBe(0);
      } finally {
        await t.close();
      }
    },
    60_000,
  );
});
