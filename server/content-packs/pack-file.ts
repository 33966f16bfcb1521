import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { readZipEntries } from '../files/zip-entries.ts';
import { CONTENT_PACK_LIMITS, PACK_MEDIA_NAME } from '#common/content-pack/limits.ts';
import { PackRefused, type PackProblem } from './pack-problems.ts';

/** A media file of a pack: its size as the pack declares it, and its bytes on demand. */
export interface PackMediaFile {
  name: string;
  size: number;
  open(): Promise<Readable>;
}

/** A pack opened for reading: its manifest text, read whole (bounded), and its media, streamed. */
export interface OpenedPack {
  readonly manifestText: string;
  readonly media: ReadonlyMap<string, PackMediaFile>;
  close(): Promise<void>;
}

const MANIFEST = 'manifest.json';
const MEDIA_FOLDER = 'media/';
/** What archivers add on their own; a pack made by hand on a Mac has them. */
const IGNORED = /(^|\/)(__MACOSX\/|\.DS_Store$|Thumbs\.db$|desktop\.ini$)/;

/**
 * Opens a pack: a ZIP file (what travels) or an unzipped folder (how the demo pack ships, so
 * its manifest diffs in review). The manifest may sit at the top or in one folder of the ZIP (a
 * zipped folder). Anything but manifest.json and media/<file> is refused by name, and sizes are
 * checked from the ZIP's directory before a byte is inflated (yauzl then stops any entry that
 * inflates past the size it declared, so a bomb cannot lie its way through).
 */
export async function openPackFile(path: string): Promise<OpenedPack> {
  let info;
  try {
    info = await stat(path);
  } catch {
    throw refused('pacchetto', `File «${path}» non trovato.`);
  }
  if (info.isDirectory()) return openPackFolder(path);
  if (info.size > CONTENT_PACK_LIMITS.maxPackBytes) {
    throw refused(
      'pacchetto',
      `Il pacchetto supera il limite di ${gib(CONTENT_PACK_LIMITS.maxPackBytes)}.`,
    );
  }
  return openPackZip(path);
}

async function openPackZip(path: string): Promise<OpenedPack> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(path, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: true,
    });
  } catch {
    throw refused('pacchetto', 'Il file non è un pacchetto ZIP valido.');
  }
  try {
    if (zip.entryCount > CONTENT_PACK_LIMITS.maxMediaFiles + 10) {
      throw refused('pacchetto', 'Il pacchetto contiene troppi file.');
    }
    const entries = (await readZipEntries(zip)).filter(
      (entry) => !entry.fileName.endsWith('/') && !IGNORED.test(entry.fileName),
    );
    const root = packRoot(entries.map((entry) => entry.fileName));
    const problems: PackProblem[] = [];
    let manifestEntry: Entry | undefined;
    const media = new Map<string, PackMediaFile>();
    let total = 0;
    for (const entry of entries) {
      total += entry.uncompressedSize;
      const name = entry.fileName.slice(root.length);
      if (!entry.fileName.startsWith(root)) {
        problems.push(unexpected(entry.fileName));
      } else if (name === MANIFEST) {
        manifestEntry = entry;
      } else if (name.startsWith(MEDIA_FOLDER)) {
        const file = name.slice(MEDIA_FOLDER.length);
        const problem = mediaNameProblem(file, entry.fileName);
        if (problem) problems.push(problem);
        else
          media.set(file, {
            name: file,
            size: entry.uncompressedSize,
            open: () => zip.openReadStreamPromise(entry),
          });
      } else {
        problems.push(unexpected(entry.fileName));
      }
    }
    if (total > CONTENT_PACK_LIMITS.maxPackBytes) {
      problems.push({
        place: 'pacchetto',
        message: `Una volta estratto, il pacchetto supererebbe ${gib(CONTENT_PACK_LIMITS.maxPackBytes)}.`,
      });
    }
    if (!manifestEntry) problems.push(missingManifest());
    else if (manifestEntry.uncompressedSize > CONTENT_PACK_LIMITS.maxManifestBytes) {
      problems.push(manifestTooLarge());
    }
    if (problems.length > 0) throw new PackRefused(problems);
    const manifestText = await readText(await zip.openReadStreamPromise(manifestEntry!));
    return { manifestText, media, close: async () => zip.close() };
  } catch (error) {
    zip.close();
    if (error instanceof PackRefused) throw error;
    throw refused('pacchetto', 'Il pacchetto ZIP è danneggiato e non può essere letto.');
  }
}

async function openPackFolder(path: string): Promise<OpenedPack> {
  let manifestText: string;
  try {
    const manifestInfo = await stat(join(path, MANIFEST));
    if (manifestInfo.size > CONTENT_PACK_LIMITS.maxManifestBytes) {
      throw new PackRefused([manifestTooLarge()]);
    }
    manifestText = await readFile(join(path, MANIFEST), 'utf8');
  } catch (error) {
    if (error instanceof PackRefused) throw error;
    throw new PackRefused([missingManifest()]);
  }
  const media = new Map<string, PackMediaFile>();
  const problems: PackProblem[] = [];
  const folder = join(path, 'media');
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names) {
    if (IGNORED.test(name) || name === 'README.md' || name.endsWith('.sh')) continue;
    const problem = mediaNameProblem(name, `media/${name}`);
    if (problem) {
      problems.push(problem);
      continue;
    }
    const file = join(folder, name);
    media.set(name, {
      name,
      size: (await stat(file)).size,
      open: async () => createReadStream(file),
    });
  }
  if (problems.length > 0) throw new PackRefused(problems);
  return { manifestText, media, close: async () => undefined };
}

/** '' when manifest.json is at the top; 'folder/' when the ZIP holds one folder with it. */
function packRoot(names: readonly string[]): string {
  if (names.includes(MANIFEST)) return '';
  const nested = names.filter((name) => /^[^/]+\/manifest\.json$/.test(name));
  return nested.length === 1 ? nested[0]!.slice(0, -MANIFEST.length) : '';
}

function mediaNameProblem(name: string, place: string): PackProblem | null {
  if (!PACK_MEDIA_NAME.test(name)) {
    return {
      place,
      message:
        'Nome di file multimediale non valido: minuscole, cifre, trattini e una delle estensioni webm, mp4, vtt, png, jpg, webp, senza sottocartelle.',
    };
  }
  return null;
}

async function readText(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const refused = (place: string, message: string): PackRefused =>
  new PackRefused([{ place, message }]);
const unexpected = (name: string): PackProblem => ({
  place: name,
  message: 'File non previsto: un pacchetto contiene solo manifest.json e la cartella media/.',
});
const missingManifest = (): PackProblem => ({
  place: 'manifest.json',
  message: 'Il pacchetto non contiene manifest.json.',
});
const manifestTooLarge = (): PackProblem => ({
  place: 'manifest.json',
  message: `manifest.json supera il limite di ${CONTENT_PACK_LIMITS.maxManifestBytes / 1024 ** 2} MB.`,
});
const gib = (bytes: number): string => `${bytes / 1024 ** 3} GB`;
