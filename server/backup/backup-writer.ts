import { createReadStream, existsSync } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { exportAtomically } from '../content-packs/content-command.ts';
import type { Database } from '../db/database.ts';
import { loadJsZip } from '../files/load-jszip.ts';
import {
  BACKUP_FORMAT_VERSION,
  DATA_ENTRY,
  MANIFEST_ENTRY,
  MEDIA_PREFIX,
  type BackupManifest,
} from './backup-format.ts';
import { dumpDatabase } from './database-dump.ts';
import { listMediaFiles } from './media-files.ts';

export interface WriteBackupOptions {
  db: Database;
  mediaDir: string;
  /** The archive to write; refused when it exists already. */
  file: string;
  now: Date;
  appVersion: string;
}

export interface WrittenBackup {
  manifest: BackupManifest;
  sizeBytes: number;
}

/**
 * Writes one backup archive while the server runs: manifest.json, database.sql (every row, one
 * consistent snapshot: database-dump.ts) and the media folder's files. The ZIP is written under
 * a temporary name beside `file` and renamed once complete (exportAtomically), so a crash or an
 * error never leaves a half backup under a backup's name; the temporary files are removed.
 */
export async function writeBackup(options: WriteBackupOptions): Promise<WrittenBackup> {
  const { db, mediaDir, file, now, appVersion } = options;
  if (existsSync(file)) throw new Error(`${file} exists already; a backup never replaces a file.`);
  const dataFile = join(dirname(file), `.${basename(file)}.${process.pid}.sql.partial`);
  try {
    const dump = await dumpDatabase(db, dataFile);
    const media = await listMediaFiles(mediaDir);
    const manifest: BackupManifest = {
      format: 'tech-journey-backup',
      format_version: BACKUP_FORMAT_VERSION,
      app_version: appVersion,
      created_at: now.toISOString(),
      engine: db.engine,
      migrations: dump.migrations,
      tables: dump.tables,
      data_sha256: dump.sha256,
      media: { files: media.length, bytes: media.reduce((sum, entry) => sum + entry.size, 0) },
    };
    await exportAtomically(file, async (out) => {
      const JSZip = await loadJsZip();
      const zip = new JSZip();
      zip.file(MANIFEST_ENTRY, `${JSON.stringify(manifest, null, 2)}\n`, {
        compression: 'DEFLATE',
      });
      const data = createReadStream(dataFile);
      const sources = [data];
      zip.file(DATA_ENTRY, data, { binary: true, compression: 'DEFLATE' });
      // Videos and images are compressed already: stored as they are, streamed from disk.
      for (const entry of media) {
        const source = createReadStream(join(mediaDir, entry.name));
        sources.push(source);
        zip.file(`${MEDIA_PREFIX}${entry.name}`, source, { binary: true, compression: 'STORE' });
      }
      // JSZip's type says NodeJS.ReadableStream; it is a stream.Readable (readable-stream).
      const archive = zip.generateNodeStream({
        type: 'nodebuffer',
        streamFiles: true,
      }) as NodeJS.ReadableStream as Readable;
      // JSZip never ends its stream when an input stream fails (a media file removed meanwhile):
      // the failure is passed on, or the backup would wait forever.
      for (const source of sources) source.once('error', (error) => archive.destroy(error));
      await pipeline(archive, out);
    });
    return { manifest, sizeBytes: (await stat(file)).size };
  } finally {
    await rm(dataFile, { force: true });
  }
}
