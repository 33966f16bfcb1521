import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { rendererViteConfig } from '../../renderer/vite.config.ts';
import {
  criticalPathFiles,
  criticalPathSizes,
  SIGN_IN_CRITICAL_PATH_BUDGET_BYTES,
} from './critical-path.ts';

describe('criticalPathFiles', () => {
  it('follows static imports and their stylesheets, never dynamic imports', () => {
    const manifest = {
      'index.html': {
        file: 'assets/index-a.js',
        imports: ['_react.js', '_shared.js'],
        css: ['assets/index-a.css'],
      },
      '_react.js': { file: 'assets/react-b.js', imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared-c.js', css: ['assets/shared-c.css'] },
      'pages/profile.tsx': {
        file: 'assets/profile-d.js',
        imports: ['_shared.js'],
        css: ['assets/profile-d.css'],
        dynamicImports: ['pages/cv.tsx'],
      },
      'pages/cv.tsx': { file: 'assets/cv-e.js' },
    };
    expect(criticalPathFiles(manifest).sort()).toEqual([
      'assets/index-a.css',
      'assets/index-a.js',
      'assets/react-b.js',
      'assets/shared-c.css',
      'assets/shared-c.js',
    ]);
  });

  it('refuses a manifest without the entry', () => {
    expect(() => criticalPathFiles({})).toThrow(/index\.html/);
  });
});

describe('the web UI build', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'tj-critical-path-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  // One real build (a few seconds): the budget is about what the bundler makes of our imports.
  it(`sends at most ${SIGN_IN_CRITICAL_PATH_BUDGET_BYTES / 1000} KB of JS and CSS before the sign-in form`, async () => {
    // Vitest runs with NODE_ENV=test, which would give React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        ...rendererViteConfig,
        configFile: false,
        mode: 'production',
        logLevel: 'error',
        build: { ...rendererViteConfig.build, outDir },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    const sizes = criticalPathSizes(outDir);
    const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
    const listing = sizes.map(({ file, bytes }) => `${file}: ${bytes} B`).join('\n');
    expect(total, listing).toBeLessThanOrEqual(SIGN_IN_CRITICAL_PATH_BUDGET_BYTES);
    // Neither the monitoring SDK nor its replay recorder is on that path.
    expect(listing).not.toMatch(/sdk-options|sentry/);
  }, 120_000);
});
