import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PackPlan } from '#common/api/content-packs/content-packs.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { createTestDatabase, TEST_ENGINE } from '../testing/test-database.ts';
import {
  ContentUsageError,
  exportAtomically,
  formatPlan,
  parseContentArgs,
  runContentCommand,
  type ContentService,
} from './content-command.ts';
import * as service from './content-pack-service.ts';
import type { OpenedPack, PackProblem } from './content-pack-service.ts';
import { testManifest, testPackZip } from './content-pack-test-pack.ts';

class FakeRefused extends Error {
  readonly problems: readonly PackProblem[];
  constructor(problems: readonly PackProblem[]) {
    super('refused');
    this.problems = problems;
  }
}

const PLAN: PackPlan = {
  pack: { key: 'scuola-rossi', title: 'Corsi della scuola', version: '2', format_version: 1 },
  added: [{ kind: 'entity', key: 'git-intro', title: 'Introduzione a Git' }],
  changed: [{ kind: 'level', key: 'livello-1', title: 'Livello 1' }],
  retired: [],
  media: { files: 3, bytes: 5 * 1024 ** 2 + 512 * 1024 },
};

/** A service that records what was opened and closed, answering `plan` or refusing. */
function fakeService(options: { refuse?: PackProblem[]; imported?: boolean } = {}) {
  const calls: string[] = [];
  const pack: OpenedPack = {
    manifestText: '{}',
    media: new Map(),
    close: async () => {
      calls.push('close');
    },
  };
  const service = {
    PackRefused: FakeRefused,
    openPackFile: async (path: string) => {
      calls.push(`open ${path}`);
      return pack;
    },
    planImport: async () => {
      if (options.refuse) throw new FakeRefused(options.refuse);
      return PLAN;
    },
    importPack: async (_db: Database, _pack: OpenedPack, opts: { importedBy: string | null }) => {
      calls.push(`import by ${String(opts.importedBy)}`);
      if (options.refuse) throw new FakeRefused(options.refuse);
      return { ...PLAN, imported: options.imported ?? true };
    },
    exportPack: async () => {},
  } as unknown as ContentService;
  return { service, calls };
}

const context = (service: ContentService) => ({
  db: {} as Database,
  mediaDir: '/data/media',
  now: new Date('2026-11-26T10:00:00Z'),
  service,
});

describe('parseContentArgs', () => {
  it('reads each command with its file', () => {
    expect(parseContentArgs(['validate', 'pack.zip'])).toEqual({
      kind: 'validate',
      file: 'pack.zip',
    });
    expect(parseContentArgs(['import', 'folder'])).toEqual({ kind: 'import', file: 'folder' });
    expect(parseContentArgs(['export', 'out.zip'])).toEqual({ kind: 'export', file: 'out.zip' });
  });

  it('refuses an unknown command, a missing file and extra arguments', () => {
    expect(() => parseContentArgs([])).toThrow(ContentUsageError);
    expect(() => parseContentArgs(['delete', 'x.zip'])).toThrow(/validate", "import" or "export/);
    expect(() => parseContentArgs(['import'])).toThrow(/import needs a file/);
    expect(() => parseContentArgs(['import', '--force'])).toThrow(/needs a file/);
    expect(() => parseContentArgs(['export', 'a.zip', 'b.zip'])).toThrow(
      /Unexpected argument "b.zip"/,
    );
  });
});

describe('runContentCommand', () => {
  it('validate prints the plan and closes the pack', async () => {
    const { service, calls } = fakeService();
    const outcome = await runContentCommand({ kind: 'validate', file: 'p.zip' }, context(service));
    expect(outcome.exitCode).toBe(0);
    expect(outcome.output).toBe(
      [
        'The pack is valid.',
        'Pack scuola-rossi "Corsi della scuola", version 2 (format 1)',
        'Added: 1',
        '  entity git-intro "Introduzione a Git"',
        'Changed: 1',
        '  level livello-1 "Livello 1"',
        'Retired: 0',
        'Media: 3 files, 5,5 MB',
      ].join('\n'),
    );
    expect(calls).toEqual(['open p.zip', 'close']);
  });

  it('a refused pack prints every problem as place: message, exits 1 and closes the pack', async () => {
    const { service, calls } = fakeService({
      refuse: [
        {
          place: 'levels[1].entities[3].resources[0]',
          message: 'video «git-intro.mp4» assente nel pacchetto',
        },
        { place: 'manifest.version', message: 'versione mancante' },
      ],
    });
    const outcome = await runContentCommand({ kind: 'validate', file: 'p.zip' }, context(service));
    expect(outcome).toEqual({
      exitCode: 1,
      output:
        'The pack was refused (2 problems):\n' +
        'levels[1].entities[3].resources[0]: video «git-intro.mp4» assente nel pacchetto\n' +
        'manifest.version: versione mancante',
    });
    expect(calls).toEqual(['open p.zip', 'close']);
  });

  it('import imports by nobody (the operator) and says when nothing changed', async () => {
    const { service, calls } = fakeService({ imported: false });
    const outcome = await runContentCommand({ kind: 'import', file: 'p.zip' }, context(service));
    expect(outcome.exitCode).toBe(0);
    expect(outcome.output.split('\n')[0]).toBe(
      'The platform already has exactly this content: nothing imported.',
    );
    expect(calls).toEqual(['open p.zip', 'import by null', 'close']);
  });

  it('an error that is not a refusal passes through, after closing the pack', async () => {
    const { service, calls } = fakeService();
    service.planImport = async () => {
      throw new Error('disk full');
    };
    await expect(
      runContentCommand({ kind: 'validate', file: 'p.zip' }, context(service)),
    ).rejects.toThrow('disk full');
    expect(calls).toEqual(['open p.zip', 'close']);
  });
});

describe('formatPlan', () => {
  it('says "1 file" for one media file', () => {
    expect(formatPlan({ ...PLAN, media: { files: 1, bytes: 10 } })).toMatch(
      /Media: 1 file, 10 byte$/,
    );
  });
});

describe('exportAtomically', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'tj-export-test-'));
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('writes the file under its name once complete, leaving no temporary file', async () => {
    const file = join(folder, 'pack.zip');
    await exportAtomically(file, async (out) => {
      out.write('PK');
      out.end('rest');
    });
    expect(await readFile(file, 'utf8')).toBe('PKrest');
    expect(await readdir(folder)).toEqual(['pack.zip']);
  });

  it('on an error leaves neither a half file nor the temporary one', async () => {
    const file = join(folder, 'pack.zip');
    await expect(
      exportAtomically(file, async (out) => {
        out.write('PK half');
        throw new Error('media missing');
      }),
    ).rejects.toThrow('media missing');
    expect(await readdir(folder)).toEqual([]);
  });
});

describe(`runContentCommand on the core (${TEST_ENGINE})`, () => {
  let folder: string;
  let db: Database;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'tj-content-cli-test-'));
    ({ db, drop } = await createTestDatabase());
    await migrate(db);
  });
  afterEach(async () => {
    await drop();
    await rm(folder, { recursive: true, force: true });
  });
  const run = (kind: 'validate' | 'import' | 'export', file: string) =>
    runContentCommand(
      { kind, file },
      { db, mediaDir: join(folder, 'media'), now: new Date('2026-11-26T10:00:00Z'), service },
    );
  const packFile = async (manifest: object) => {
    const file = join(folder, 'pack.zip');
    await writeFile(file, await testPackZip(manifest));
    return file;
  };

  it('validates, imports, imports again without changes, and exports a pack', async () => {
    const file = await packFile(testManifest());
    const validated = await run('validate', file);
    expect(validated.exitCode).toBe(0);
    expect(validated.output).toContain('Pack scuola-rossi "Corsi della scuola Rossi", version 1');
    expect(validated.output).toContain('  entity scuola-rossi-git "Git per la classe"');

    expect((await run('import', file)).output.split('\n')[0]).toBe('Pack imported.');
    expect((await run('import', file)).output.split('\n')[0]).toBe(
      'The platform already has exactly this content: nothing imported.',
    );

    const exported = join(folder, 'export.zip');
    expect(await run('export', exported)).toEqual({
      exitCode: 0,
      output: `Content exported to ${exported}.`,
    });
    const zip = await JSZip.loadAsync(await readFile(exported));
    expect(Object.keys(zip.files).sort()).toEqual([
      'manifest.json',
      'media/',
      'media/git-intro.mp4',
    ]);
  });

  it('prints every problem of a refused pack and exits 1', async () => {
    const outcome = await run('validate', await packFile(testManifest({ video: 'assente.mp4' })));
    expect(outcome.exitCode).toBe(1);
    const [headline, ...problems] = outcome.output.split('\n');
    expect(headline).toMatch(/^The pack was refused \(\d+ problems?\):$/);
    expect(
      problems.some((line) => /^levels\[0\]\.entities\[0\].*: .*«assente\.mp4»/.test(line)),
    ).toBe(true);
  });
});
