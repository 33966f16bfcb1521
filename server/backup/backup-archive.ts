import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { readZipEntries } from '../files/zip-entries.ts';
import {
  BACKUP_FORMAT_VERSION,
  DATA_ENTRY,
  MANIFEST_ENTRY,
  MEDIA_PREFIX,
  backupManifestSchema,
  type BackupManifest,
} from './backup-format.ts';

/** A backup that cannot be restored; the message says why, for the operator. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

export interface ArchivedMediaFile {
  name: string;
  size: number;
  open(): Promise<Readable>;
}

/** A backup archive opened for reading: the manifest read and checked, the rest streamed. */
export interface OpenedBackup {
  manifest: BackupManifest;
  openData(): Promise<Readable>;
  media: ArchivedMediaFile[];
  close(): void;
}

const MEDIA_NAME = /^[^/\\.][^/\\]*$/;
const MAX_MANIFEST_BYTES = 1024 * 1024;

/**
 * Opens a backup and checks it before anything is restored: a ZIP with manifest.json of a
 * format this code knows, database.sql whose SHA-256 is the manifest's (a damaged or edited
 * archive is refused here), and media entries with plain file names.
 */
export async function openBackup(file: string): Promise<OpenedBackup> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(file, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: true,
    });
  } catch (error) {
    throw new BackupRefused(`${file} is not a readable backup archive (${message(error)}).`);
  }
  try {
    const entries = await readZipEntries(zip);
    const byName = new Map(entries.map((entry) => [entry.fileName, entry]));
    const manifestEntry = byName.get(MANIFEST_ENTRY);
    const dataEntry = byName.get(DATA_ENTRY);
    if (!manifestEntry || !dataEntry) {
      throw new BackupRefused(
        `${file} is not a Tech Journey backup: it has no ${MANIFEST_ENTRY} and ${DATA_ENTRY}.`,
      );
    }
    const manifest = await readManifest(zip, manifestEntry);
    const digest = await sha256(await zip.openReadStreamPromise(dataEntry));
    if (digest !== manifest.data_sha256) {
      throw new BackupRefused(
        `The backup is damaged: the checksum of ${DATA_ENTRY} does not match its manifest.`,
      );
    }
    const media: ArchivedMediaFile[] = [];
    for (const entry of entries) {
      if (!entry.fileName.startsWith(MEDIA_PREFIX) || entry.fileName.endsWith('/')) continue;
      const name = entry.fileName.slice(MEDIA_PREFIX.length);
      if (!MEDIA_NAME.test(name))
        throw new BackupRefused(`Unexpected media entry ${entry.fileName}.`);
      media.push({
        name,
        size: entry.uncompressedSize,
        open: () => zip.openReadStreamPromise(entry),
      });
    }
    return {
      manifest,
      openData: () => zip.openReadStreamPromise(dataEntry),
      media,
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    if (error instanceof BackupRefused) throw error;
    throw new BackupRefused(
      `The backup archive is damaged and cannot be read (${message(error)}).`,
    );
  }
}

async function readManifest(zip: ZipFile, entry: Entry): Promise<BackupManifest> {
  if (entry.uncompressedSize > MAX_MANIFEST_BYTES)
    throw new BackupRefused('The manifest is too large.');
  const chunks: Buffer[] = [];
  for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new BackupRefused('The backup manifest is not valid JSON.');
  }
  // Checked before the shape: a later format may have changed it.
  const { format_version: version, app_version: writer } = (raw ?? {}) as Record<string, unknown>;
  if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION) {
    throw new BackupRefused(
      `The backup has format ${version}, newer than this server reads (${BACKUP_FORMAT_VERSION}): restore it with version ${String(writer)} or newer.`,
    );
  }
  const parsed = backupManifestSchema.safeParse(raw);
  if (!parsed.success) throw new BackupRefused('The backup manifest is not one this server reads.');
  return parsed.data;
}

async function sha256(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
