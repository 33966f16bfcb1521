import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Main's modules run under plain Node (and its tests) because only the facade in main/electron/
// touches the Electron runtime. This check keeps it that way.
const MAIN_DIR = join(import.meta.dirname, '..', '..', 'main');
// electron-log counts as one even in its Node build: main logs only through the facade's file.
const RUNTIME_ONLY =
  /from\s+['"](electron|electron\/[^'"]*|electron-store|electron-updater|electron-log[^'"]*|@sentry\/electron[^'"]*)['"]|import\(\s*['"](electron|electron-updater|electron-log[^'"]*|@sentry\/electron[^'"]*)['"]/;

function typescriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return typescriptFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('the Electron facade', () => {
  it('is the only part of main that imports Electron-runtime modules', () => {
    const offenders = typescriptFiles(MAIN_DIR)
      .map((path) => relative(MAIN_DIR, path))
      .filter((path) => !path.startsWith(`electron${'/'}`))
      .filter((path) => RUNTIME_ONLY.test(readFileSync(join(MAIN_DIR, path), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('the facade itself imports electron (the check is not vacuous)', () => {
    expect(RUNTIME_ONLY.test(readFileSync(join(MAIN_DIR, 'electron', 'electron.ts'), 'utf8'))).toBe(
      true,
    );
  });

  it('the facade is where electron-updater is loaded (the check covers it)', () => {
    expect(RUNTIME_ONLY.test(readFileSync(join(MAIN_DIR, 'electron', 'updater.ts'), 'utf8'))).toBe(
      true,
    );
  });

  it('the facade is where electron-log is loaded (the check covers it)', () => {
    expect(RUNTIME_ONLY.test(readFileSync(join(MAIN_DIR, 'electron', 'log-file.ts'), 'utf8'))).toBe(
      true,
    );
  });
});
