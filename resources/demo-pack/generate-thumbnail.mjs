// Draws media/sicurezza-informatica.png, the thumbnail of the demo's live security course (see
// media/README.md): the clips' dark star field with an orange padlock, 480×270 like the clips.
// Plain Node (zlib), no image library, so anyone can regenerate it:
// `node resources/demo-pack/generate-thumbnail.mjs`.
import { writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

const WIDTH = 480;
const HEIGHT = 270;
// 4×4 samples per pixel smooth the padlock's curved edges.
const SAMPLES = 4;
const ORANGE = [255, 138, 61];
const KEYHOLE = [11, 16, 38];

/** The background at a pixel: a vertical gradient, with the clips' fixed-hash stars. */
function background(x, y) {
  const t = y / (HEIGHT - 1);
  const base = [11 + 16 * t, 16 + 21 * t, 38 + 42 * t];
  const star = Math.abs(Math.sin(x * 12.9898 + y * 78.233) * 43758.5453) % 1 > 0.9975;
  return star ? [230, 230, 240] : base;
}

/** What the padlock paints at a point (sub-pixel), or null for the background. */
function padlock(x, y) {
  const cx = 240;
  const inKeyhole =
    Math.hypot(x - cx, y - 158) <= 11 || (Math.abs(x - cx) <= 4.5 && y >= 158 && y <= 186);
  const inBody =
    x >= 186 && x <= 294 && y >= 122 && y <= 214 && roundedCorner(x, y, 186, 294, 122, 214, 12);
  if (inBody) return inKeyhole ? KEYHOLE : ORANGE;
  const ring = Math.hypot(x - cx, y - 122);
  const inShackle =
    (y <= 122 && ring >= 27 && ring <= 41) ||
    (y > 122 && y <= 130 && Math.abs(Math.abs(x - cx) - 34) <= 7);
  return inShackle ? ORANGE : null;
}

/** Whether a point inside the box is also inside its rounded corners of radius r. */
function roundedCorner(x, y, left, right, top, bottom, r) {
  const dx = x < left + r ? left + r - x : x > right - r ? x - (right - r) : 0;
  const dy = y < top + r ? top + r - y : y > bottom - r ? y - (bottom - r) : 0;
  return Math.hypot(dx, dy) <= r;
}

const rows = Buffer.alloc(HEIGHT * (1 + WIDTH * 3));
for (let y = 0; y < HEIGHT; y += 1) {
  const row = y * (1 + WIDTH * 3);
  rows[row] = 0; // PNG filter: none
  for (let x = 0; x < WIDTH; x += 1) {
    const back = background(x, y);
    const sum = [0, 0, 0];
    for (let sy = 0; sy < SAMPLES; sy += 1) {
      for (let sx = 0; sx < SAMPLES; sx += 1) {
        const colour = padlock(x + (sx + 0.5) / SAMPLES, y + (sy + 0.5) / SAMPLES) ?? back;
        for (let c = 0; c < 3; c += 1) sum[c] += colour[c];
      }
    }
    for (let c = 0; c < 3; c += 1) {
      rows[row + 1 + x * 3 + c] = Math.round(sum[c] / (SAMPLES * SAMPLES));
    }
  }
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const header = Buffer.alloc(13);
header.writeUInt32BE(WIDTH, 0);
header.writeUInt32BE(HEIGHT, 4);
header[8] = 8; // bits per channel
header[9] = 2; // RGB
writeFileSync(
  new URL('media/sicurezza-informatica.png', import.meta.url),
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]),
);
