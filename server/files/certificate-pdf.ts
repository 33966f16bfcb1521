import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatDate } from '#common/format/swiss-italian.ts';
import { pluralForm } from '#common/format/plurals.ts';
import { certificateFontBytes, loadFontkitParsingOnce } from './certificate-fonts.ts';
import { formatPctoHoursText } from '#common/format/pcto-hours.ts';
import { ISSUER_NAME } from '../certificates/issuer.ts';
import {
  drawVerificationMark,
  type CertificateVerification,
} from './certificate-verification-mark.ts';

/** What one certificate states. */
export interface CertificateData {
  studentName: string;
  courseTitle: string;
  obtainedAt: Date;
  pctoMinutes: number;
}

/** A certificate as printed: what it states and how anyone checks it (docs/certificate-verification.md). */
export interface PrintedCertificate extends CertificateData {
  verification: CertificateVerification;
}

// A4 landscape in points.
const WIDTH = 841.89;
const HEIGHT = 595.28;
const NAVY = rgb(0.09, 0.12, 0.3);
const VIOLET = rgb(0.42, 0.33, 0.78);
const GREY = rgb(0.35, 0.37, 0.45);

/**
 * One PDF with one A4 landscape page per certificate (a single certificate, or a class as one
 * combined file). Space-themed with thin lines and small stars on white, so it prints well in
 * black and white. Noto Sans is embedded (only the glyphs used), so every European name prints
 * as written; a character it has no glyph for (e.g. a Chinese name) becomes '?', never a failed
 * download. Dates are the school's (`timeZone`, the configured one), whatever zone the server
 * runs in. Each page carries its verification code and QR code (certificate-verification-mark.ts).
 */
export async function buildCertificatesPdf(
  certificates: readonly PrintedCertificate[],
  timeZone: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(pluralForm(certificates.length, 'Attestato', 'Attestati'));
  doc.setCreator('Tech Journey');
  doc.registerFontkit(await loadFontkitParsingOnce());
  const fontBytes = await certificateFontBytes();
  const regular = await doc.embedFont(fontBytes.regular, { subset: true });
  const bold = await doc.embedFont(fontBytes.bold, { subset: true });
  for (const certificate of certificates) {
    drawCertificate(doc.addPage([WIDTH, HEIGHT]), { regular, bold }, certificate, timeZone);
  }
  return doc.save();
}

function drawCertificate(
  page: PDFPage,
  fonts: { regular: PDFFont; bold: PDFFont },
  data: PrintedCertificate,
  timeZone: string,
): void {
  drawFrame(page);
  const centred = (text: string, y: number, font: PDFFont, size: number, color = NAVY) => {
    const safe = drawable(font, text);
    const fitted = Math.min(size, ((WIDTH - 160) / font.widthOfTextAtSize(safe, size)) * size);
    const width = font.widthOfTextAtSize(safe, fitted);
    page.drawText(safe, { x: (WIDTH - width) / 2, y, size: fitted, font, color });
  };
  centred(ISSUER_NAME, 490, fonts.bold, 16, VIOLET);
  centred('ATTESTATO', 430, fonts.bold, 44);
  centred('Si attesta che', 380, fonts.regular, 16, GREY);
  centred(data.studentName, 335, fonts.bold, 32);
  centred('ha completato il percorso', 290, fonts.regular, 16, GREY);
  centred(data.courseTitle, 250, fonts.bold, 24, VIOLET);
  const hours = formatPctoHoursText(data.pctoMinutes);
  centred(`per un totale di ${hours}`, 205, fonts.regular, 16, GREY);
  centred(`Data: ${formatDate(data.obtainedAt, timeZone)}`, 120, fonts.regular, 14);
  drawVerificationMark(page, fonts.regular, data.verification);
}

/** A double border, an orbit and a few stars: the space theme, in ink that prints. */
function drawFrame(page: PDFPage): void {
  page.drawRectangle({
    x: 24,
    y: 24,
    width: WIDTH - 48,
    height: HEIGHT - 48,
    borderColor: NAVY,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: 34,
    y: 34,
    width: WIDTH - 68,
    height: HEIGHT - 68,
    borderColor: VIOLET,
    borderWidth: 1,
  });
  page.drawEllipse({ x: 110, y: 110, xScale: 60, yScale: 22, borderColor: VIOLET, borderWidth: 1 });
  page.drawCircle({ x: 110, y: 110, size: 12, color: VIOLET });
  const stars: Array<[number, number, number]> = [
    [720, 500, 3],
    [760, 470, 2],
    [690, 455, 1.5],
    [90, 500, 2],
    [130, 470, 1.5],
    // Clear of the verification mark in the bottom-right corner.
    [650, 160, 2.5],
    [610, 135, 1.5],
    [690, 180, 1.5],
    [200, 80, 1.5],
  ];
  for (const [x, y, size] of stars) page.drawCircle({ x, y, size, color: NAVY });
}

/**
 * The text with every character the font has no glyph for replaced by '?', rather than the
 * font's .notdef box that pdf-lib would draw for it.
 */
export function drawable(font: PDFFont, text: string): string {
  const supported = supportedCodePoints(font);
  return [...text.normalize('NFC')]
    .map((char) => (supported.has(char.codePointAt(0)!) ? char : '?'))
    .join('');
}

const supportedByCharacterSet = new WeakMap<readonly number[], ReadonlySet<number>>();

/**
 * The code points the font draws, as a set built once per process: getCharacterSet returns the
 * parsed font's own array, which every document shares (see loadFontkitParsingOnce).
 */
function supportedCodePoints(font: PDFFont): ReadonlySet<number> {
  const characterSet = font.getCharacterSet();
  let supported = supportedByCharacterSet.get(characterSet);
  if (!supported) {
    supported = new Set(characterSet);
    supportedByCharacterSet.set(characterSet, supported);
  }
  return supported;
}
