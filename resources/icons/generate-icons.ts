import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

// Draws the Tech Journey app icon (a ringed planet and stars on a night-blue tile) without any
// image tool or download, and writes every format electron-builder asks for:
//   png/<n>x<n>.png (Linux), icon.png (1024), icon.ico (Windows), icon.icns (macOS).
// Run: node resources/icons/generate-icons.ts

type Rgba = [number, number, number, number];

const STARS: Array<[number, number, number]> = [
  [0.2, 0.22, 0.012],
  [0.78, 0.18, 0.009],
  [0.84, 0.74, 0.011],
  [0.16, 0.8, 0.008],
  [0.3, 0.4, 0.006],
  [0.68, 0.33, 0.007],
];

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const mix = (a: Rgba, b: Rgba, t: number): Rgba =>
  a.map((channel, i) => channel + ((b[i] as number) - channel) * t) as Rgba;
// Layers `top` over `under` with coverage `alpha` (0..1).
const over = (under: Rgba, top: Rgba, alpha: number): Rgba => {
  const a = alpha * (top[3] / 255);
  const outAlpha = a + (under[3] / 255) * (1 - a);
  if (outAlpha === 0) return [0, 0, 0, 0];
  const channel = (i: number) =>
    ((top[i] as number) * a + (under[i] as number) * (under[3] / 255) * (1 - a)) / outAlpha;
  return [channel(0), channel(1), channel(2), outAlpha * 255];
};

/** The colour of the icon at (x, y) in [0, 1]², `pixel` being one pixel's size in that unit. */
function shade(x: number, y: number, pixel: number): Rgba {
  const coverage = (signedDistance: number) => clamp(0.5 - signedDistance / pixel);
  // Rounded tile.
  const half = 0.46;
  const radius = 0.2;
  const qx = Math.abs(x - 0.5) - (half - radius);
  const qy = Math.abs(y - 0.5) - (half - radius);
  const tile =
    Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - radius;
  let color: Rgba = over(
    [0, 0, 0, 0],
    mix([36, 44, 110, 255], [11, 16, 38, 255], y),
    coverage(tile),
  );
  for (const [sx, sy, sr] of STARS) {
    color = over(color, [255, 255, 240, 255], coverage(Math.hypot(x - sx, y - sy) - sr));
  }
  // The ring, tilted; its far half is hidden behind the planet, its near half in front.
  const dx = x - 0.5;
  const dy = y - 0.55;
  const tilt = -0.35;
  const rx = dx * Math.cos(tilt) - dy * Math.sin(tilt);
  const ry = dx * Math.sin(tilt) + dy * Math.cos(tilt);
  const ringDistance = Math.abs(Math.hypot(rx / 0.36, ry / 0.1) - 1) * 0.1 - 0.012;
  const ringColor: Rgba = [255, 209, 102, 255];
  if (ry < 0) color = over(color, ringColor, coverage(ringDistance));
  const planet = Math.hypot(dx, dy) - 0.21;
  const light = clamp((dx + dy) / 0.42 + 0.5);
  color = over(color, mix([255, 138, 61, 255], [196, 52, 120, 255], light), coverage(planet));
  if (ry >= 0) color = over(color, ringColor, coverage(ringDistance));
  return color.map((channel) => Math.round(channel)) as Rgba;
}

export function renderPng(size: number): Buffer {
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px++) {
      const rgba = shade((px + 0.5) / size, (py + 0.5) / size, 1 / size);
      row.set(rgba, 1 + px * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A Windows icon holding PNG images (supported since Windows Vista). */
export function icoOf(images: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

/** A macOS icon set holding PNG images under their icns type codes. */
export function icnsOf(images: Array<{ type: string; png: Buffer }>): Buffer {
  const parts = images.map(({ type, png }) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'ascii');
    head.writeUInt32BE(png.length + 8, 4);
    return Buffer.concat([head, png]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'ascii');
  head.writeUInt32BE(8 + parts.reduce((sum, part) => sum + part.length, 0), 4);
  return Buffer.concat([head, ...parts]);
}

if (import.meta.main) {
  const dir = import.meta.dirname;
  const png = new Map([16, 32, 48, 64, 128, 256, 512, 1024].map((size) => [size, renderPng(size)]));
  const get = (size: number) => png.get(size) as Buffer;
  mkdirSync(join(dir, 'png'), { recursive: true });
  for (const size of [16, 32, 48, 64, 128, 256, 512]) {
    writeFileSync(join(dir, 'png', `${size}x${size}.png`), get(size));
  }
  writeFileSync(join(dir, 'icon.png'), get(1024));
  writeFileSync(
    join(dir, 'icon.ico'),
    icoOf([16, 32, 48, 256].map((size) => ({ size, png: get(size) }))),
  );
  writeFileSync(
    join(dir, 'icon.icns'),
    icnsOf([
      { type: 'ic07', png: get(128) },
      { type: 'ic08', png: get(256) },
      { type: 'ic09', png: get(512) },
      { type: 'ic10', png: get(1024) },
    ]),
  );
  console.log(`Icons written to ${dir}`);
}
