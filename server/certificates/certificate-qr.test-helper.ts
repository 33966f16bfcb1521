import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import jsqr from 'jsqr';

const run = promisify(execFile);
// jsqr is CommonJS whose types declare an ES default export; Node hands its module.exports (the
// function, which also carries itself as .default) to a default import.
const jsQR = jsqr.default;

/**
 * The text of the QR code printed on a PDF's first page, read as a scanner would: the page
 * rendered to grey pixels by poppler (pdftoppm, 150 dpi, as a printer's scan) and decoded by
 * jsQR. Null when no QR code is found.
 */
export async function readPdfQrCode(pdf: Uint8Array): Promise<string | null> {
  const dir = await mkdtemp(join(tmpdir(), 'tj-qr-'));
  try {
    await writeFile(join(dir, 'page.pdf'), pdf);
    await run('pdftoppm', [
      '-r',
      '150',
      '-gray',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      join(dir, 'page.pdf'),
      join(dir, 'page'),
    ]);
    const { width, height, pixels } = parsePgm(await readFile(join(dir, 'page.pgm')));
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      rgba.fill(pixels[i]!, i * 4, i * 4 + 3);
      rgba[i * 4 + 3] = 255;
    }
    return jsQR(rgba, width, height)?.data ?? null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A binary PGM (P5, 8 bits): its header's three numbers, then one byte per pixel. */
function parsePgm(bytes: Uint8Array): { width: number; height: number; pixels: Uint8Array } {
  const numbers: number[] = [];
  let at = 2;
  while (numbers.length < 3) {
    while (/\s/.test(String.fromCharCode(bytes[at]!))) at++;
    let digits = '';
    while (/\d/.test(String.fromCharCode(bytes[at]!))) digits += String.fromCharCode(bytes[at++]!);
    numbers.push(Number(digits));
  }
  const [width, height, max] = numbers as [number, number, number];
  if (String.fromCharCode(bytes[0]!, bytes[1]!) !== 'P5' || max !== 255) {
    throw new Error('not an 8-bit binary PGM');
  }
  // One whitespace byte ends the header.
  return { width, height, pixels: bytes.subarray(at + 1, at + 1 + width * height) };
}
