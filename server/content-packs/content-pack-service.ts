import { createHash } from 'node:crypto';
import type { PackImportResult, PackPlan } from '#common/api/content-packs/content-packs.ts';
import {
  CONTENT_PACK_FORMAT,
  CONTENT_PACK_FORMAT_VERSION,
  LOCAL_PACK_KEY,
  type ContentPackManifest,
} from '#common/content-pack/manifest.ts';
import { crossChecks } from '#common/content-pack/rules.ts';
import type { Database, Queryable } from '../db/database.ts';
import {
  keysOwnedElsewhere,
  liveKeysOwnedElsewhere,
  readContentRows,
} from './content-read-repository.ts';
import { contentFromRows } from './current-content.ts';
import {
  isMediaBatchCommitted,
  latestImportOf,
  listImports,
  lockImports,
  recordImport,
} from './import-record-repository.ts';
import {
  discardMedia,
  publishMedia,
  recoverStagedMedia,
  stageMedia,
  type StagedMedia,
} from './media-store.ts';
import { applyPlan } from './pack-apply.ts';
import { openPackFile, type OpenedPack } from './pack-file.ts';
import { checkPackMedia, namedMedia } from './pack-media.ts';
import { planChanges, type ImportPlan } from './pack-plan.ts';
import { PackRefused, type PackProblem } from './pack-problems.ts';
import { MAX_PROBLEMS, parseManifest } from './validate-manifest.ts';
import { writePackZip } from './pack-zip-writer.ts';

export { listImports, openPackFile, PackRefused };
export type { OpenedPack, PackProblem };

/** A pack read and checked: everything but the comparison with the platform's content. */
export interface CheckedPack {
  manifest: ContentPackManifest;
  digest: string;
  pack: OpenedPack;
}

/**
 * Reads and checks a pack completely (manifest, references, media, keys other packs own)
 * without writing anything; PackRefused lists every problem with its place.
 */
export async function checkPack(db: Queryable, pack: OpenedPack): Promise<CheckedPack> {
  const manifest = parseManifest(pack.manifestText);
  const problems = [
    ...crossChecks(manifest),
    ...(manifest.pack.key === LOCAL_PACK_KEY
      ? [
          {
            place: 'pack.key',
            message: '«local» è riservata ai contenuti creati sulla piattaforma.',
          },
        ]
      : []),
    ...(await checkPackMedia(manifest, pack.media)),
    ...(await ownershipProblems(db, manifest)),
  ];
  if (problems.length > 0) throw new PackRefused(problems.slice(0, MAX_PROBLEMS));
  const digest = createHash('sha256').update(pack.manifestText).digest('hex');
  return { manifest, digest, pack };
}

/** What importing the pack would add, change and retire (the dry run). */
export async function planImport(db: Queryable, pack: OpenedPack, _now: Date): Promise<PackPlan> {
  const checked = await checkPack(db, pack);
  return toPackPlan(checked, await comparePack(db, checked.manifest));
}

/**
 * Imports a pack: checked first (a refused pack writes nothing), media streamed into the
 * media folder under temporary names, then every content change in one transaction, and the
 * media moved into place after its commit. The same pack twice writes nothing the second time.
 */
export async function importPack(
  db: Database,
  pack: OpenedPack,
  options: { mediaDir: string; importedBy: string | null; now: Date },
): Promise<PackImportResult> {
  const checked = await checkPack(db, pack);
  return inImportTransaction(db, checked, options.mediaDir, (tx, staged) =>
    applyCheckedPack(tx, checked, { ...options, staged }),
  );
}

/**
 * Runs `work` (which applies the pack) in one transaction with the pack's media staged
 * before it and moved into place after its commit, or discarded when it fails. Without a
 * media folder (tests of an in-memory database) only the rows are written.
 */
export async function inImportTransaction<T>(
  db: Database,
  checked: CheckedPack,
  mediaDir: string | undefined,
  work: (tx: Queryable, staged: StagedMedia | null) => Promise<T>,
): Promise<T> {
  const staged = mediaDir
    ? await stageMedia(mediaDir, namedMedia(checked.manifest, checked.pack.media))
    : null;
  let result: T;
  try {
    result = await db.transaction((tx) => work(tx, staged));
  } catch (error) {
    if (mediaDir && staged) await discardMedia(mediaDir, staged);
    throw error;
  }
  if (mediaDir && staged) await publishMedia(mediaDir, staged);
  return result;
}

/**
 * The import's transaction: compare again under the import lock (another import may have run
 * since the check), write the changes, record the import. Also the seed's way in.
 */
export async function applyCheckedPack(
  tx: Queryable,
  checked: CheckedPack,
  options: { importedBy: string | null; now: Date; staged: StagedMedia | null },
): Promise<PackImportResult> {
  await lockImports(tx);
  const plan = await comparePack(tx, checked.manifest);
  const result = toPackPlan(checked, plan);
  const changes = plan.added.length + plan.changed.length + plan.retired.length;
  const mediaChanged = (options.staged?.names.length ?? 0) > 0;
  if (changes === 0 && !plan.singlesChanged && !mediaChanged) return { ...result, imported: false };
  await applyPlan(tx, checked.manifest, plan, options.now);
  await recordImport(tx, {
    pack: checked.manifest.pack,
    formatVersion: checked.manifest.format_version,
    manifestDigest: checked.digest,
    importedBy: options.importedBy,
    now: options.now,
    summary: {
      added: plan.added.length,
      changed: plan.changed.length,
      retired: plan.retired.length,
      media: options.staged?.names.length ?? 0,
    },
    mediaBatch: options.staged?.batch ?? null,
  });
  return { ...result, imported: true };
}

/**
 * Writes the platform's current content (of one pack, or all of it) with its media as a pack
 * ZIP to `out`: a pack that imports unchanged into an empty server.
 */
export async function exportPack(
  db: Queryable,
  options: { mediaDir: string; now: Date; packKey?: string },
  out: NodeJS.WritableStream,
): Promise<void> {
  const rows = await readContentRows(db);
  const content = contentFromRows(rows, options.packKey);
  const owners = new Set(
    [...rows.levels, ...rows.entities, ...rows.liveCourses].map((row) => row.pack_key),
  );
  const only = options.packKey ?? (owners.size === 1 ? [...owners][0]! : null);
  const known = only === null ? null : await latestImportOf(db, only);
  const manifest: ContentPackManifest = {
    format: CONTENT_PACK_FORMAT,
    format_version: CONTENT_PACK_FORMAT_VERSION,
    pack: {
      key: only && only !== LOCAL_PACK_KEY ? only : 'tech-journey-export',
      title: known?.pack_title ?? 'Contenuti di Tech Journey',
      version: known?.pack_version ?? options.now.toISOString().slice(0, 10),
      description: '',
    },
    ...content,
  };
  await writePackZip(manifest, options.mediaDir, out);
}

/** At start: finishes or discards the media of an import the server stopped in the middle of. */
export async function recoverPackMedia(db: Queryable, mediaDir: string): Promise<void> {
  await recoverStagedMedia(mediaDir, (batch) => isMediaBatchCommitted(db, batch));
}

export async function comparePack(
  db: Queryable,
  manifest: ContentPackManifest,
): Promise<ImportPlan> {
  const current = contentFromRows(await readContentRows(db), manifest.pack.key);
  return planChanges(current, manifest);
}

function toPackPlan(checked: CheckedPack, plan: ImportPlan): PackPlan {
  const media = namedMedia(checked.manifest, checked.pack.media);
  return {
    pack: {
      key: checked.manifest.pack.key,
      title: checked.manifest.pack.title,
      version: checked.manifest.pack.version,
      format_version: checked.manifest.format_version,
    },
    added: plan.added,
    changed: plan.changed,
    retired: plan.retired,
    media: { files: media.length, bytes: media.reduce((sum, file) => sum + file.size, 0) },
  };
}

/** Keys the pack uses that belong to another pack: refused, never taken over silently. */
export async function ownershipProblems(
  db: Queryable,
  manifest: ContentPackManifest,
): Promise<PackProblem[]> {
  const packKey = manifest.pack.key;
  const places = keyPlaces(manifest);
  const problems: PackProblem[] = [];
  for (const [table, items] of Object.entries(places) as Array<
    [keyof typeof places, Map<string, string>]
  >) {
    const keys = [...items.keys()];
    const taken =
      table === 'live_episodes' || table === 'live_quizzes'
        ? await liveKeysOwnedElsewhere(db, table, keys, packKey)
        : await keysOwnedElsewhere(db, table, keys, packKey);
    for (const { key, pack_key } of taken) {
      problems.push({
        place: `${items.get(key)}.key`,
        message: `La chiave «${key}» appartiene già al pacchetto «${pack_key}»: usa un'altra chiave.`,
      });
    }
  }
  return problems;
}

/** Every key of the pack by the table it goes to, with its place in the manifest. */
function keyPlaces(manifest: ContentPackManifest) {
  const places = {
    levels: new Map<string, string>(),
    entities: new Map<string, string>(),
    resources: new Map<string, string>(),
    collections: new Map<string, string>(),
    live_courses: new Map<string, string>(),
    live_episodes: new Map<string, string>(),
    live_quizzes: new Map<string, string>(),
  };
  const entities = [
    ...manifest.levels.flatMap((level, l) => {
      places.levels.set(level.key, `levels[${l}]`);
      return level.entities.map((entity, e) => ({ entity, at: `levels[${l}].entities[${e}]` }));
    }),
    ...manifest.on_demand.map((entity, e) => ({ entity, at: `on_demand[${e}]` })),
  ];
  for (const { entity, at } of entities) {
    places.entities.set(entity.key, at);
    entity.sections.forEach((section, s) =>
      section.resources.forEach((resource, r) =>
        places.resources.set(resource.key, `${at}.sections[${s}].resources[${r}]`),
      ),
    );
  }
  manifest.professional_paths.forEach((c, i) =>
    places.collections.set(c.key, `professional_paths[${i}]`),
  );
  manifest.skill_focuses.forEach((c, i) => places.collections.set(c.key, `skill_focuses[${i}]`));
  manifest.live_courses.forEach((course, c) => {
    places.live_courses.set(course.key, `live_courses[${c}]`);
    course.episodes.forEach((episode, e) =>
      places.live_episodes.set(episode.key, `live_courses[${c}].episodes[${e}]`),
    );
    course.quizzes.forEach((quiz, q) =>
      places.live_quizzes.set(quiz.key, `live_courses[${c}].quizzes[${q}]`),
    );
  });
  return places;
}
