import ExcelJS from 'exceljs';
import JSZip from 'jszip';

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipartFile(
  fileName: string,
  content: Buffer | string,
  options: { field?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----tj-test-boundary-7d1f';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; ` +
    `filename="${fileName}"\r\nContent-Type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(head),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real XLSX whose first column holds these values, one per row. */
export async function xlsxOf(values: readonly string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Studenti');
  for (const value of values) sheet.addRow([value]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A genuine workbook of `rows` × 5 varied numbers: it compresses only ~8×, so it passes the ratio
 * check, yet 20,000 rows inflate to ~3.8 MiB of sheet XML (100,000 cells for exceljs).
 */
export async function denseXlsx(rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Dati');
  for (let row = 0; row < rows; row += 1) {
    sheet.addRow([row, (row * 7) % 1000, row % 13, (row * 31) % 997, row % 101]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A zip bomb dressed as XLSX: one entry of `megabytes` MiB of zeros, deflated. */
export async function zipBomb(megabytes: number): Promise<Buffer> {
  const zip = new JSZip();
  zip.file('xl/worksheets/sheet1.xml', Buffer.alloc(megabytes * 1024 * 1024));
  return zip.generateAsync({
    type: 'nodebuffer',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
  });
}

/** An archive of `count` tiny entries. */
export async function zipOfEntries(count: number): Promise<Buffer> {
  const zip = new JSZip();
  for (let index = 0; index < count; index += 1) zip.file(`part-${index}.xml`, `<p>${index}</p>`);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/**
 * A bomb that lies: its headers declare the entry's size as `declared` bytes (a harmless ratio)
 * while the data inflates to far more.
 */
export async function lyingZipBomb(megabytes: number, declared: number): Promise<Buffer> {
  const zip = await zipBomb(megabytes);
  const patched = Buffer.from(zip);
  for (let offset = 0; offset < patched.length - 4; offset += 1) {
    const signature = patched.readUInt32LE(offset);
    if (signature === 0x04034b50) patched.writeUInt32LE(declared, offset + 22);
    if (signature === 0x02014b50) patched.writeUInt32LE(declared, offset + 24);
  }
  return patched;
}
