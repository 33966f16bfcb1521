import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findElectronBinary, needsBuild, webUiNotice } from './start.ts';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'tj-start-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

function touch(root: string, path: string, secondsAgo: number): void {
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(join(root, path), time, time);
}

const BUILT = {
  'out/main/index.js': '',
  'out/preload/index.cjs': '',
  'out/renderer/index.html': '',
  'main/index.ts': '',
  'renderer/main.tsx': '',
  'main/index.test.ts': '',
};

describe('needsBuild', () => {
  it('builds when an output is missing', () => {
    expect(needsBuild(tree({ 'main/index.ts': '' }))).toBe(true);
  });

  it('does not build when every output is newer than the sources', () => {
    const root = tree(BUILT);
    for (const source of [
      'main/index.ts',
      'renderer/main.tsx',
      'main/index.test.ts',
      'main',
      'renderer',
    ]) {
      touch(root, source, 60);
    }
    expect(needsBuild(root)).toBe(false);
  });

  it('builds when a source changed after the build, but not for a test file', () => {
    const root = tree(BUILT);
    for (const source of ['main/index.ts', 'renderer/main.tsx', 'main', 'renderer'])
      touch(root, source, 60);
    for (const output of Object.keys(BUILT).filter((p) => p.startsWith('out/')))
      touch(root, output, 30);
    touch(root, 'main/index.test.ts', 0);
    expect(needsBuild(root)).toBe(false);
    touch(root, 'renderer/main.tsx', 0);
    expect(needsBuild(root)).toBe(true);
  });
});

describe('findElectronBinary', () => {
  const electronPackage = {
    'node_modules/electron/package.json': '{"name":"electron"}',
    'package.json': '{}',
  };

  it('is null when the binary was never downloaded, without trying to download it', () => {
    expect(findElectronBinary(tree(electronPackage), {})).toBeNull();
  });

  it('is null when path.txt names a binary that is not there', () => {
    const root = tree({ ...electronPackage, 'node_modules/electron/path.txt': 'electron' });
    expect(findElectronBinary(root, {})).toBeNull();
  });

  it('finds an installed binary', () => {
    const root = tree({
      ...electronPackage,
      'node_modules/electron/path.txt': 'electron',
      'node_modules/electron/dist/electron': '',
    });
    expect(findElectronBinary(root, {})).toBe(join(root, 'node_modules/electron/dist/electron'));
  });

  it('is null without the electron package at all', () => {
    expect(findElectronBinary(tree({ 'package.json': '{}' }), {})).toBeNull();
  });
});

describe('webUiNotice', () => {
  it('says what happens in one line', () => {
    expect(webUiNotice('http://127.0.0.1:8787/')).toBe(
      'Electron is not installed on this machine (its binary cannot be downloaded here); serving the same web UI at http://127.0.0.1:8787/ instead.',
    );
  });
});
