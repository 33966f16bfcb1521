/**
 * The stated limits of a content pack (docs/content-packs.md). A pack over any of them is
 * refused before anything is written. They bound what one import may hold in memory (the
 * manifest, never the media, which is streamed) and how long the import's transaction runs.
 */
export const CONTENT_PACK_LIMITS = {
  /** The whole ZIP, as uploaded or given to the CLI. */
  maxPackBytes: 4 * 1024 ** 3,
  /** manifest.json, which is parsed whole. */
  maxManifestBytes: 64 * 1024 ** 2,
  /** One media file (a lesson video, captions, an image). */
  maxMediaBytes: 1024 ** 3,
  /** Captions are text, read whole to check them. */
  maxCaptionsBytes: 2 * 1024 ** 2,
  /** Images (course thumbnails). */
  maxImageBytes: 5 * 1024 ** 2,
  maxMediaFiles: 10_000,
  maxEntities: 5_000,
  maxQuestions: 50_000,
  maxLiveCourses: 500,
} as const;

/**
 * The longest a video may say it lasts (a lesson's `duration_seconds`, a recording's): a day.
 * The studio's length fields check against it too.
 */
export const MAX_VIDEO_SECONDS = 24 * 3600;

/** The media a pack may carry, by extension, with the type it is served as. */
export const PACK_MEDIA_TYPES = {
  webm: 'video/webm',
  mp4: 'video/mp4',
  vtt: 'text/vtt',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
} as const;

export type PackMediaExtension = keyof typeof PACK_MEDIA_TYPES;

/**
 * A media file name as a pack names it (and the media route serves it): a plain lower-case name
 * with one of the extensions above, no folders, no dot files.
 */
export const PACK_MEDIA_NAME =
  /^[a-z0-9][a-z0-9_-]*(\.[a-z0-9_-]+)*\.(webm|mp4|vtt|png|jpe?g|webp)$/;
