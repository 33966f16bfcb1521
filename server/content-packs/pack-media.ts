import type { ContentPackManifest } from '#common/content-pack/manifest.ts';
import { CONTENT_PACK_LIMITS } from '#common/content-pack/limits.ts';
import type { PackMediaFile } from './pack-file.ts';
import type { PackProblem } from './pack-problems.ts';

type MediaUse = 'video' | 'captions' | 'image';

/** A media file the manifest names, where, and as what. */
export interface MediaReference {
  name: string;
  place: string;
  use: MediaUse;
}

const USES: Record<MediaUse, { extensions: RegExp; maxBytes: number; what: string }> = {
  video: {
    extensions: /\.(webm|mp4)$/,
    maxBytes: CONTENT_PACK_LIMITS.maxMediaBytes,
    what: 'video',
  },
  captions: {
    extensions: /\.vtt$/,
    maxBytes: CONTENT_PACK_LIMITS.maxCaptionsBytes,
    what: 'file di sottotitoli',
  },
  image: {
    extensions: /\.(png|jpe?g|webp)$/,
    maxBytes: CONTENT_PACK_LIMITS.maxImageBytes,
    what: 'immagine',
  },
};

/** Every media file the manifest names (lesson videos and captions, episodes, thumbnails). */
export function mediaReferences(manifest: ContentPackManifest): MediaReference[] {
  const references: MediaReference[] = [];
  const entities = [
    ...manifest.levels.flatMap((level, l) =>
      level.entities.map((entity, e) => ({ entity, place: `levels[${l}].entities[${e}]` })),
    ),
    ...manifest.on_demand.map((entity, e) => ({ entity, place: `on_demand[${e}]` })),
  ];
  for (const { entity, place } of entities) {
    entity.sections.forEach((section, s) =>
      section.resources.forEach((resource, r) => {
        if (resource.type !== 'video_lesson') return;
        const at = `${place}.sections[${s}].resources[${r}]`;
        // A studio draft may not have its video yet; the published schema requires it.
        if (resource.media) {
          references.push({ name: resource.media, place: `${at}.media`, use: 'video' });
        }
        if (resource.captions) {
          references.push({ name: resource.captions, place: `${at}.captions`, use: 'captions' });
        }
      }),
    );
  }
  manifest.live_courses.forEach((course, c) => {
    const place = `live_courses[${c}]`;
    if (course.thumbnail) {
      references.push({ name: course.thumbnail, place: `${place}.thumbnail`, use: 'image' });
    }
    course.episodes.forEach((episode, e) => {
      const at = `${place}.episodes[${e}]`;
      if (episode.video)
        references.push({ name: episode.video, place: `${at}.video`, use: 'video' });
      if (episode.captions) {
        references.push({ name: episode.captions, place: `${at}.captions`, use: 'captions' });
      }
    });
  });
  return references;
}

/**
 * Every media file named is in the pack, of the right kind and within its size limit; captions
 * are WebVTT (they start with "WEBVTT"). Files the pack carries but never names are skipped
 * (not copied), so they cannot fill the disk.
 */
export async function checkPackMedia(
  manifest: ContentPackManifest,
  media: ReadonlyMap<string, PackMediaFile>,
  /** Where a missing file was looked for, as the message says it. */
  lookedIn = 'nel pacchetto',
): Promise<PackProblem[]> {
  const problems: PackProblem[] = [];
  const checkedCaptions = new Map<string, boolean>();
  for (const reference of mediaReferences(manifest)) {
    const use = USES[reference.use];
    const file = media.get(reference.name);
    if (!use.extensions.test(reference.name)) {
      problems.push({
        place: reference.place,
        message: `«${reference.name}» non è un ${use.what} di un tipo ammesso.`,
      });
    } else if (!file) {
      problems.push({
        place: reference.place,
        message: `${capitalised(use.what)} «${reference.name}» assente ${lookedIn}.`,
      });
    } else if (file.size > use.maxBytes) {
      problems.push({
        place: reference.place,
        message: `${capitalised(use.what)} «${reference.name}» supera il limite di ${megabytes(use.maxBytes)}.`,
      });
    } else if (reference.use === 'captions') {
      let valid = checkedCaptions.get(reference.name);
      if (valid === undefined) {
        valid = await isWebVtt(file);
        checkedCaptions.set(reference.name, valid);
      }
      if (!valid) {
        problems.push({
          place: reference.place,
          message: `«${reference.name}» non è un file WebVTT (deve iniziare con «WEBVTT»).`,
        });
      }
    }
  }
  return problems;
}

/** The files to copy: the ones named, once each. */
export function namedMedia(
  manifest: ContentPackManifest,
  media: ReadonlyMap<string, PackMediaFile>,
): PackMediaFile[] {
  const names = new Set(mediaReferences(manifest).map((reference) => reference.name));
  return [...names].flatMap((name) => media.get(name) ?? []);
}

async function isWebVtt(file: PackMediaFile): Promise<boolean> {
  const chunks: Buffer[] = [];
  for await (const chunk of await file.open()) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return /^WEBVTT($|[ \t\r\n])/.test(text);
}

const megabytes = (bytes: number): string =>
  bytes >= 1024 ** 3 ? `${bytes / 1024 ** 3} GB` : `${bytes / 1024 ** 2} MB`;
const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
