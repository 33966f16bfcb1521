import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { StudioItemKind, StudioProblem } from '#common/api/studio/studio.ts';
import {
  contentPackManifestSchema,
  type ContentPackManifest,
} from '#common/content-pack/manifest.ts';
import { crossChecks, overlappingEpisodes } from '#common/content-pack/rules.ts';
import type { Queryable } from '../db/database.ts';
import { ownershipProblems } from '../content-packs/content-pack-service.ts';
import type { PackMediaFile } from '../content-packs/pack-file.ts';
import { checkPackMedia, mediaReferences } from '../content-packs/pack-media.ts';
import { placeOf, type PackProblem } from '../content-packs/pack-problems.ts';
import { danglingKeys, manifestOfItems, type StudioItems } from './draft-items.ts';

/**
 * What stops a draft from being published, as the checklist shows it: the published schema
 * (a module without resources, a quiz without questions, a lesson without its video), the
 * content rules of rules.ts (right answers, unique keys, references), media that were never
 * uploaded, keys another pack owns. The same checks as a pack's import, item by item.
 */
export async function checklist(
  db: Queryable,
  packKey: string,
  items: StudioItems,
  mediaDir: string,
): Promise<{ manifest: ContentPackManifest | null; problems: StudioProblem[] }> {
  const draft = manifestOfItems(packKey, items);
  const parsed = contentPackManifestSchema.safeParse(draft);
  const schemaProblems: PackProblem[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ place: placeOf(issue.path), message: issue.message }));
  const problems = [
    ...schemaProblems,
    ...crossChecks(draft),
    ...(await checkPackMedia(draft, await mediaOnDisk(draft, mediaDir), 'tra i file caricati')),
    ...(await ownershipProblems(db, draft)),
  ].map((problem) => ({ ...itemAt(draft, problem.place), message: problem.message }));
  for (const dangling of danglingKeys(packKey, items)) {
    problems.push({
      kind: dangling.kind,
      key: dangling.key,
      place: 'entity_keys',
      message: `L'elemento «${dangling.missing}» non esiste più: toglilo dall'elenco.`,
    });
  }
  return { manifest: parsed.success ? parsed.data : null, problems: unique(problems) };
}

/** Live episodes of one course that overlap: allowed, but the author is told. */
export function scheduleWarnings(manifest: ContentPackManifest): StudioProblem[] {
  return manifest.live_courses.flatMap((course) => {
    const titles = new Map(course.episodes.map((episode) => [episode.key, episode.title]));
    const timed = course.episodes.flatMap((episode) =>
      episode.starts_at
        ? [{ key: episode.key, startsAt: new Date(episode.starts_at), minutes: episode.minutes }]
        : [],
    );
    return overlappingEpisodes(timed).map(([first, second]) => ({
      kind: 'live_course' as const,
      key: course.key,
      place: `episodes[${course.episodes.findIndex((episode) => episode.key === second)}]`,
      message: `«${titles.get(second)}» si sovrappone a «${titles.get(first)}».`,
    }));
  });
}

/** The media the draft names that exist in the media folder, as a pack's media map. */
async function mediaOnDisk(
  manifest: ContentPackManifest,
  mediaDir: string,
): Promise<Map<string, PackMediaFile>> {
  const found = new Map<string, PackMediaFile>();
  for (const { name } of mediaReferences(manifest)) {
    if (found.has(name)) continue;
    const path = join(mediaDir, name);
    const size = await stat(path).then(
      (info) => (info.isFile() ? info.size : null),
      () => null,
    );
    if (size !== null) {
      found.set(name, { name, size, open: () => Promise.resolve(createReadStream(path)) });
    }
  }
  return found;
}

const PLACES: Array<[RegExp, (manifest: ContentPackManifest, m: RegExpExecArray) => Owner]> = [
  [
    /^levels\[(\d+)\]\.entities\[(\d+)\]/,
    (manifest, m) => ({
      kind: 'entity',
      key: manifest.levels[Number(m[1])]?.entities[Number(m[2])]?.key,
    }),
  ],
  [
    /^levels\[(\d+)\]/,
    (manifest, m) => ({ kind: 'level', key: manifest.levels[Number(m[1])]?.key }),
  ],
  [
    /^on_demand\[(\d+)\]/,
    (manifest, m) => ({ kind: 'entity', key: manifest.on_demand[Number(m[1])]?.key }),
  ],
  [
    /^professional_paths\[(\d+)\]/,
    (manifest, m) => ({ kind: 'collection', key: manifest.professional_paths[Number(m[1])]?.key }),
  ],
  [
    /^skill_focuses\[(\d+)\]/,
    (manifest, m) => ({ kind: 'collection', key: manifest.skill_focuses[Number(m[1])]?.key }),
  ],
  [/^single_entity_keys/, (manifest) => ({ kind: 'singles', key: manifest.pack.key })],
  [
    /^live_courses\[(\d+)\]/,
    (manifest, m) => ({ kind: 'live_course', key: manifest.live_courses[Number(m[1])]?.key }),
  ],
];

interface Owner {
  kind: StudioItemKind;
  key: string | undefined;
}

/** The item a manifest place is in, and the place inside it. */
function itemAt(
  manifest: ContentPackManifest,
  place: string,
): { kind: StudioItemKind; key: string; place: string } {
  for (const [pattern, owner] of PLACES) {
    const match = pattern.exec(place);
    if (!match) continue;
    const { kind, key } = owner(manifest, match);
    if (key === undefined) break;
    return { kind, key, place: place.slice(match[0].length).replace(/^\./, '') };
  }
  return { kind: 'pack', key: manifest.pack.key, place: place.replace(/^pack\.?/, '') };
}

function unique(problems: StudioProblem[]): StudioProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const id = `${problem.kind}:${problem.key}:${problem.place}:${problem.message}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
