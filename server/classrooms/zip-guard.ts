import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { readZipEntries } from '../files/zip-entries.ts';
import { STUDENT_UPLOAD_LIMITS } from '#common/api/classrooms/index.ts';

/** Entries smaller than this cannot inflate into anything harmful, whatever their ratio. */
const RATIO_EXEMPT_BYTES = 4096;

/** Why a zip archive is refused, in Italian for the professor; null when it is acceptable. */
export type ZipVerdict = { ok: true } | { ok: false; tooLarge: boolean; reason: string };

/**
 * Checks an XLSX (a zip archive) before any library unzips it (zip-bomb defence):
 * 1. from the central directory alone: entry count, every entry's declared uncompressed size,
 *    their total and the compression ratio of each entry;
 * 2. then inflates every entry once into nothing through yauzl, which stops an entry as soon as
 *    it produces more bytes than its header declared: a bomb that lies about its sizes cannot
 *    inflate past the limits of step 1. Only after both may exceljs open the file.
 */
export async function checkZipArchive(buffer: Buffer): Promise<ZipVerdict> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(buffer, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    return refuse(false, 'Il file non è un file Excel (XLSX) valido.');
  }
  try {
    if (zip.entryCount > STUDENT_UPLOAD_LIMITS.maxZipEntries) {
      return refuse(true, 'Il file Excel contiene troppe parti per essere un elenco di studenti.');
    }
    const entries = await readZipEntries(zip);
    const declared = checkDeclaredSizes(entries);
    if (!declared.ok) return declared;
    for (const entry of entries) await drain(await zip.openReadStreamPromise(entry));
    return { ok: true };
  } catch {
    return refuse(false, 'Il file non è un file Excel (XLSX) valido.');
  } finally {
    zip.close();
  }
}

function checkDeclaredSizes(entries: readonly Entry[]): ZipVerdict {
  const limits = STUDENT_UPLOAD_LIMITS;
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize > RATIO_EXEMPT_BYTES && ratio > limits.maxZipCompressionRatio) {
      return refuse(true, 'Il file Excel è compresso in modo anomalo e non può essere letto.');
    }
  }
  if (total > limits.maxZipUncompressedBytes) {
    return refuse(true, 'Il file Excel, una volta aperto, sarebbe troppo grande.');
  }
  return { ok: true };
}

async function drain(stream: Readable): Promise<void> {
  for await (const chunk of stream) void chunk;
}

const refuse = (tooLarge: boolean, reason: string): ZipVerdict => ({ ok: false, tooLarge, reason });
