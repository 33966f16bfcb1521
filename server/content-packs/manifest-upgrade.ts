import { PACK_MEDIA_NAME } from '#common/content-pack/limits.ts';

/**
 * Older manifests, brought up to the current format before validation, so a pack written for
 * an earlier Tech Journey still imports (docs/content-packs.md "Versions"). Each step takes a
 * manifest of version n to n + 1 and changes only what that version changed.
 */
type RawManifest = Record<string, unknown>;

const STEPS: ReadonlyArray<(manifest: RawManifest) => RawManifest> = [
  // 1 → 2: an episode's recording was one `link` (a media file or a YouTube id); version 2
  // names which one it is (`video` or `youtube_id`), so a typo in a file name is caught.
  (manifest) => ({
    ...manifest,
    format_version: 2,
    live_courses: list(manifest.live_courses).map((course) => ({
      ...course,
      episodes: list(course.episodes).map(({ link, ...episode }) =>
        typeof link !== 'string'
          ? episode
          : PACK_MEDIA_NAME.test(link)
            ? { ...episode, video: link }
            : { ...episode, youtube_id: link },
      ),
    })),
  }),
  // 2 → 3: an uploaded recording may say its length (`duration_seconds`, optional); nothing of
  // a version 2 manifest changes. The version moves so that an older server refuses a pack
  // using the field with «aggiorna Tech Journey» instead of an unknown-field error.
  (manifest) => ({ ...manifest, format_version: 3 }),
];

/** The manifest in the current format; versions newer than this server are the caller's refusal. */
export function upgradeManifest(manifest: RawManifest, fromVersion: number): RawManifest {
  let upgraded = manifest;
  for (let version = fromVersion; version <= STEPS.length; version += 1) {
    upgraded = STEPS[version - 1]!(upgraded);
  }
  return upgraded;
}

function list(value: unknown): Array<Record<string, unknown>> {
  return Array.isArray(value) ? (value as Array<Record<string, unknown>>) : [];
}
