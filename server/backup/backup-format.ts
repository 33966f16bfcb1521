import { z } from 'zod';

/** Version of the archive's layout; a restore refuses a format it does not know. */
export const BACKUP_FORMAT_VERSION = 1;

/** The archive's entries: the manifest, the data as SQL, the media folder's files. */
export const MANIFEST_ENTRY = 'manifest.json';
export const DATA_ENTRY = 'database.sql';
export const MEDIA_PREFIX = 'media/';

/**
 * What a backup says about itself (manifest.json). `migrations` is the migration level: the
 * names of the migrations applied when it was taken; a restore rebuilds exactly that schema
 * before loading the rows, and refuses a backup naming a migration this code does not have.
 */
export const backupManifestSchema = z.object({
  format: z.literal('tech-journey-backup'),
  format_version: z.number().int(),
  app_version: z.string(),
  created_at: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  migrations: z.array(z.string()),
  tables: z.record(z.string(), z.number().int().nonnegative()),
  data_sha256: z.string().regex(/^[0-9a-f]{64}$/),
  media: z.object({ files: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
});

export type BackupManifest = z.infer<typeof backupManifestSchema>;

/** Our archives' names: the schedule deletes only files that match, nothing else in the folder. */
export const BACKUP_FILE_PATTERN = /^tech-journey-backup-\d{8}T\d{6}-\d{3}Z\.zip$/;

/** `tech-journey-backup-20261127T133200-123Z.zip`: sorts by time, never collides within a second. */
export function backupFileName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.(\d{3})Z$/, '-$1Z');
  return `tech-journey-backup-${stamp}.zip`;
}
