/**
 * The same TrueType font with every glyph record padded to a 4-byte boundary and a long-format
 * `loca` table. Why: @pdf-lib/fontkit 1.1.1 (the last release of pdf-lib's fork) writes a
 * subset's `loca` in the short format, which stores offsets halved, without padding the glyph
 * records; one odd-length record (Noto Sans has hundreds) shifts every later glyph, so the PDF
 * draws blank or garbled letters while its text still extracts fine. Upstream fontkit fixed this
 * (foliojs/fontkit#191); the fork never took it (Hopding/pdf-lib#1232). Padding is what the
 * OpenType spec recommends anyway, and leaves every outline as it was.
 */
export function withAlignedGlyphRecords(input: Uint8Array): Uint8Array {
  // A plain copy: a Node Buffer's slice() is a view, which tableBytes relies on not getting.
  const font = new Uint8Array(input);
  const source = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const tables = readTableDirectory(source);
  const head = tableBytes(font, tables, 'head');
  const glyf = tableBytes(font, tables, 'glyf');
  const loca = tableBytes(font, tables, 'loca');
  const numGlyphs = new DataView(tableBytes(font, tables, 'maxp').buffer).getUint16(4);
  const offsets = readLoca(loca, numGlyphs, new DataView(head.buffer).getInt16(50));

  const records: Uint8Array[] = [];
  const newOffsets = [0];
  for (let glyph = 0; glyph < numGlyphs; glyph++) {
    const record = glyf.subarray(offsets[glyph], offsets[glyph + 1]);
    const padded = new Uint8Array(align4(record.length));
    padded.set(record);
    records.push(padded);
    newOffsets.push(newOffsets[glyph]! + padded.length);
  }
  const newLoca = new Uint8Array(4 * newOffsets.length);
  newOffsets.forEach((offset, i) => new DataView(newLoca.buffer).setUint32(4 * i, offset));
  const newHead = head.slice();
  new DataView(newHead.buffer).setInt16(50, 1); // indexToLocFormat: long offsets
  new DataView(newHead.buffer).setUint32(8, 0); // checkSumAdjustment, set once the file is built

  const replaced = new Map([
    ['glyf', concat(records)],
    ['loca', newLoca],
    ['head', newHead],
  ]);
  return writeFont(
    source.getUint32(0),
    tables.map(({ tag }) => ({ tag, bytes: replaced.get(tag) ?? tableBytes(font, tables, tag) })),
  );
}

interface TableRecord {
  tag: string;
  offset: number;
  length: number;
}

function readTableDirectory(view: DataView): TableRecord[] {
  const count = view.getUint16(4);
  return Array.from({ length: count }, (_, i) => {
    const at = 12 + 16 * i;
    const tag = String.fromCharCode(...[0, 1, 2, 3].map((k) => view.getUint8(at + k)));
    return { tag, offset: view.getUint32(at + 8), length: view.getUint32(at + 12) };
  });
}

/** A copy of one table (its own buffer, so DataViews on it start at 0). */
function tableBytes(font: Uint8Array, tables: readonly TableRecord[], tag: string): Uint8Array {
  const table = tables.find((candidate) => candidate.tag === tag);
  if (!table) throw new Error(`The font has no ${tag} table (not a TrueType font).`);
  return font.slice(table.offset, table.offset + table.length);
}

function readLoca(loca: Uint8Array, numGlyphs: number, format: number): number[] {
  const view = new DataView(loca.buffer);
  return Array.from({ length: numGlyphs + 1 }, (_, i) =>
    format === 0 ? 2 * view.getUint16(2 * i) : view.getUint32(4 * i),
  );
}

function writeFont(sfntVersion: number, tables: ReadonlyArray<{ tag: string; bytes: Uint8Array }>) {
  const headerLength = 12 + 16 * tables.length;
  const total = tables.reduce((sum, { bytes }) => sum + align4(bytes.length), headerLength);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  const searchPower = 2 ** Math.floor(Math.log2(tables.length));
  view.setUint32(0, sfntVersion);
  view.setUint16(4, tables.length);
  view.setUint16(6, searchPower * 16);
  view.setUint16(8, Math.log2(searchPower));
  view.setUint16(10, tables.length * 16 - searchPower * 16);
  let offset = headerLength;
  let headOffset = 0;
  tables.forEach(({ tag, bytes }, i) => {
    const at = 12 + 16 * i;
    for (let k = 0; k < 4; k++) view.setUint8(at + k, tag.charCodeAt(k));
    view.setUint32(at + 4, checksum(bytes));
    view.setUint32(at + 8, offset);
    view.setUint32(at + 12, bytes.length);
    out.set(bytes, offset);
    if (tag === 'head') headOffset = offset;
    offset += align4(bytes.length);
  });
  view.setUint32(headOffset + 8, (0xb1b0afba - checksum(out)) >>> 0);
  return out;
}

/** The OpenType table checksum: the sum of the big-endian uint32s, zero-padded, modulo 2^32. */
function checksum(bytes: Uint8Array): number {
  const padded = new Uint8Array(align4(bytes.length));
  padded.set(bytes);
  const view = new DataView(padded.buffer);
  let sum = 0;
  for (let i = 0; i < padded.length; i += 4) sum = (sum + view.getUint32(i)) >>> 0;
  return sum;
}

function align4(length: number): number {
  return (length + 3) & ~3;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
