import { loadJsZip } from './load-jszip.ts';

/** One file of an archive. */
export interface ArchiveEntry {
  name: string;
  content: Uint8Array;
}

/**
 * A ZIP of the given files. Names repeated in the list get " (2)", " (3)"… before the
 * extension, so no entry overwrites another when unpacked.
 */
export async function buildZip(entries: readonly ArchiveEntry[]): Promise<Buffer> {
  const JSZip = await loadJsZip();
  const zip = new JSZip();
  const names = archiveNames(entries.map((entry) => entry.name));
  entries.forEach((entry, index) => zip.file(names[index]!, entry.content));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The names the entries get in the archive (a README can list them as unpacked). */
export function archiveNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => uniqueName(name, used));
}

function uniqueName(name: string, used: Set<string>): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot) : '';
  let candidate = name;
  for (let n = 2; used.has(candidate.toLowerCase()); n += 1)
    candidate = `${stem} (${n})${extension}`;
  used.add(candidate.toLowerCase());
  return candidate;
}
