import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../electron.vite.config.ts';

const root = resolve(import.meta.dirname, '..', '..');

describe('electron.vite.config.ts', () => {
  it('builds main from main/index.ts into out/main, keeping keytar external', () => {
    const build = config.main?.build;
    expect(build?.outDir).toBe(resolve(root, 'out/main'));
    expect(build?.rolldownOptions?.input).toEqual({ index: resolve(root, 'main/index.ts') });
    expect(build?.externalizeDeps).toEqual({ include: ['keytar'] });
  });

  it('bundles the sandboxed preload into one CommonJS file with its dependencies', () => {
    const build = config.preload?.build;
    expect(build?.outDir).toBe(resolve(root, 'out/preload'));
    expect(build?.externalizeDeps).toBe(false);
    expect(build?.rolldownOptions?.input).toEqual({ index: resolve(root, 'preload/index.ts') });
    expect(build?.rolldownOptions?.output).toMatchObject({
      format: 'cjs',
      entryFileNames: '[name].cjs',
      codeSplitting: false,
    });
  });

  it('builds the renderer from renderer/index.html into out/renderer, with React and base /', () => {
    const renderer = config.renderer;
    expect(renderer?.root).toBe(resolve(root, 'renderer'));
    expect(renderer?.build?.outDir).toBe(resolve(root, 'out/renderer'));
    expect(renderer?.build?.rolldownOptions?.input).toEqual({
      index: resolve(root, 'renderer/index.html'),
    });
    const names = (renderer?.plugins ?? [])
      .flat()
      .map((plugin) => (plugin as { name?: string })?.name);
    expect(names).toContain('vite:react-babel');
    expect(names).toContain('tech-journey-absolute-base');
  });
});
