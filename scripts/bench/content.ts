/**
 * `npm run bench:content [-- --entities 1000 --questions 5000 --media-gb 2 --engines pglite,postgres]`
 *
 * Issue 23's "Performance and limits": a generated pack of 1,000 entities, 5,000 questions and
 * 2 GB of media (200 captioned videos of 10 MiB), validated (the dry run) and imported into a
 * migrated, seeded database on each engine, then imported again (which must write nothing);
 * every step with its time and peak memory, next to the media's size. An app built on that
 * database answers the journey's levels before and right after the import, to show the new
 * levels at the first request. Each engine runs in its own process, so neither the generation
 * nor the other engine weighs on its memory figures. No timed assertions: figures only.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { levelsResponseSchema } from '#common/api/journey/entity.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import {
  importPack,
  openPackFile,
  planImport,
} from '../../server/content-packs/content-pack-service.ts';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { seedIfEmpty } from '../../server/db/seed.ts';
import { bearer, desktopLogin } from '../../server/testing/auth-helpers.ts';
import { benchManifest, countQuestions, writeBenchPack } from './lib/bench-pack.ts';
import { printMachineLoad } from './lib/machine-load.ts';
import { measureStep, type StepMeasure } from './lib/peak-memory.ts';
import { formatMiB, formatMs } from './lib/stats.ts';
import { startTempPostgres } from './lib/temp-postgres.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const ENTITIES = Number(option('entities', '1000'));
const QUESTIONS = Number(option('questions', '5000'));
const MEDIA_GB = Number(option('media-gb', '2'));
const ENGINES = option('engines', 'pglite,postgres').split(',');
/** Set by the parent for the child that measures one engine. */
const CHILD_ENGINE = option('engine', '');
const CHILD_PACK_DIR = option('pack-dir', '');

const LEVELS_URL = '/api/tj/tech-journey/professor';
const JWT_SECRET = 'bench-secret-of-at-least-thirty-two-characters';

const videos = () => Math.max(0, Math.round(MEDIA_GB * 100));

async function parent(): Promise<void> {
  const dir = mkdtempSync('/tmp/tj-bench-content.');
  try {
    const started = performance.now();
    const shape = { entities: ENTITIES, questions: QUESTIONS, videos: videos() };
    const written = await writeBenchPack(dir, shape);
    const zipBytes = (await stat(written.zip)).size;
    const manifest = benchManifest(shape);
    console.log(
      `generated (not measured) in ${formatMs(performance.now() - started)}: ` +
        `${ENTITIES} entities in ${manifest.levels.length} levels + ${manifest.on_demand.length} on demand, ` +
        `${countQuestions(manifest)} questions, ${shape.videos} videos of 10 MiB with captions ` +
        `(media ${formatMiB(written.mediaBytes)}), ZIP ${formatMiB(zipBytes)}`,
    );
    for (const engine of ENGINES) {
      console.log(`\n=== ${engine} ===`);
      await printMachineLoad('before');
      const run = spawnSync(
        process.execPath,
        [
          import.meta.filename,
          ...args,
          '--engine',
          engine,
          '--pack-dir',
          dir,
          '--media-bytes',
          String(written.mediaBytes),
        ],
        { stdio: 'inherit' },
      );
      if (run.status !== 0) throw new Error(`${engine}: the measuring process failed`);
      await printMachineLoad('after');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function child(engine: string, packDir: string): Promise<void> {
  const mediaBytes = Number(option('media-bytes', '0'));
  const work = mkdtempSync(`/tmp/tj-bench-content-${engine}.`);
  const postgres = engine === 'postgres' ? await startTempPostgres() : null;
  let db: Database | undefined;
  try {
    db = await openDatabase({
      dataDir: join(work, 'db'),
      databaseUrl: postgres?.url,
    });
    await migrate(db);
    await seedIfEmpty(db);
    const config = loadConfig({
      HG_JWT_SECRET: JWT_SECRET,
      HG_WEB_DIR: '/nonexistent/tech-journey-web',
      HG_DATA_DIR: work,
    });
    const app = await buildApp({ config, db });
    await app.ready();
    const mediaDir = join(work, 'media');
    const { access_token } = await desktopLogin(app, 'docente@demo.test');
    const levelTitles = async () => {
      const response = await app.inject({
        method: 'GET',
        url: LEVELS_URL,
        headers: bearer(access_token),
      });
      if (response.statusCode !== 200) throw new Error(`levels: ${response.body}`);
      return levelsResponseSchema.parse(response.json()).map((level) => level.title);
    };
    // Twice, so the journey's content cache is warm before the import.
    await levelTitles();
    const before = await levelTitles();
    console.log(
      `${engine.padEnd(8)} before the steps (migrated, seeded, app built): RSS ${formatMiB(process.memoryUsage.rss())}, ` +
        `maxRSS ${formatMiB(process.resourceUsage().maxRSS * 1024)}`,
    );

    const line = (what: string, measure: StepMeasure<unknown>, extra: string) =>
      console.log(
        `${engine.padEnd(8)} ${what.padEnd(22)} ${formatMs(measure.ms).padStart(9)}  ` +
          `peak RSS ${formatMiB(measure.peakRss).padStart(8)}  maxRSS ${formatMiB(measure.maxRss).padStart(8)}  ` +
          `media ${formatMiB(mediaBytes)}  ${extra}`,
      );
    const withPack = async <T>(
      file: string,
      work: (pack: Awaited<ReturnType<typeof openPackFile>>) => Promise<T>,
    ) => {
      const pack = await openPackFile(file);
      try {
        return await work(pack);
      } finally {
        await pack.close();
      }
    };
    const zip = join(packDir, 'pack.zip');
    const folder = join(packDir, 'pack');

    const validateZip = await measureStep(() =>
      withPack(zip, (pack) => planImport(db!, pack, new Date())),
    );
    line(
      'validate (ZIP)',
      validateZip,
      `would add ${validateZip.result.added.length}, media ${validateZip.result.media.files} files`,
    );
    const validateFolder = await measureStep(() =>
      withPack(folder, (pack) => planImport(db!, pack, new Date())),
    );
    line('validate (folder)', validateFolder, `would add ${validateFolder.result.added.length}`);

    const imported = await measureStep(() =>
      withPack(zip, (pack) =>
        importPack(db!, pack, { mediaDir, importedBy: null, now: new Date() }),
      ),
    );
    line(
      'import (ZIP)',
      imported,
      `imported=${imported.result.imported} added ${imported.result.added.length}, media dir ${formatMiB(await folderBytes(mediaDir))}`,
    );
    const after = await levelTitles();
    const newLevels = after.filter((title) => !before.includes(title));
    console.log(
      `${engine.padEnd(8)} check: levels before ${before.length}, at the first request after the import ${after.length} ` +
        `(new: ${newLevels.length}, e.g. «${newLevels[0] ?? '–'}») ${newLevels.length > 0 ? 'OK' : 'NOT picked up'}`,
    );
    const again = await measureStep(() =>
      withPack(zip, (pack) =>
        importPack(db!, pack, { mediaDir, importedBy: null, now: new Date() }),
      ),
    );
    line('re-import (same ZIP)', again, `imported=${again.result.imported}`);
    await app.close();
  } finally {
    await db?.close();
    postgres?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

(CHILD_ENGINE ? child(CHILD_ENGINE, CHILD_PACK_DIR) : parent()).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
