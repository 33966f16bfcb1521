import type { Entry, ZipFile } from 'yauzl';

/** Every entry of a ZIP's central directory, read through yauzl's lazy `readEntry` loop. */
export function readZipEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}
