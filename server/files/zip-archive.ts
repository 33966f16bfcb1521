import JSZip from 'jszip';

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
  const zip = new JSZip();
  const used = new Set<string>();
  for (const entry of entries) {
    zip.file(uniqueName(entry.name, used), entry.content);
  }
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
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
