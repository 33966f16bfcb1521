import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';

/** How a printed certificate is checked: its code, and the public page's address with it. */
export interface CertificateVerification {
  code: string;
  url: string;
}

/** Modules of white around the symbol: the QR specification's quiet zone. */
const QUIET_MODULES = 4;
const INK = rgb(0, 0, 0);
const PAPER = rgb(1, 1, 1);
const TEXT = rgb(0.09, 0.12, 0.3);

/**
 * Where the mark goes on an A4 landscape certificate (points): the QR code in the bottom-right
 * corner inside the frame, the code and the address right-aligned to its left, below the date
 * line and right of the orbit, so it never covers the certificate's own text.
 */
export const VERIFICATION_MARK_BOX = { right: 801, bottom: 42, size: 92 } as const;

/**
 * The verification mark every kind of certificate carries: a vector QR code of the public page
 * (drawn as rectangles from the module matrix, error correction M, with its quiet zone, so it
 * scans from paper and from a photo) and the code in text for whoever types it.
 */
export function drawVerificationMark(
  page: PDFPage,
  font: PDFFont,
  verification: CertificateVerification,
): void {
  const { right, bottom, size } = VERIFICATION_MARK_BOX;
  const left = right - size;
  drawQrCode(page, verification.url, { x: left, y: bottom, size });
  const textRight = left - 6;
  const line = (text: string, y: number, fontSize: number) => {
    // A long address shrinks rather than running under the date or the orbit.
    const fitted = Math.min(fontSize, (300 / font.widthOfTextAtSize(text, fontSize)) * fontSize);
    const width = font.widthOfTextAtSize(text, fitted);
    page.drawText(text, { x: textRight - width, y, size: fitted, font, color: TEXT });
  };
  line(`Codice di verifica: ${verification.code}`, bottom + 30, 10);
  line(`Verifica su ${verification.url}`, bottom + 16, 8);
}

function drawQrCode(page: PDFPage, text: string, box: { x: number; y: number; size: number }) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size + 2 * QUIET_MODULES;
  const unit = box.size / count;
  page.drawRectangle({ x: box.x, y: box.y, width: box.size, height: box.size, color: PAPER });
  for (let row = 0; row < modules.size; row++) {
    // One rectangle per horizontal run of dark modules: fewer drawing operations, no seams.
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      page.drawRectangle({
        x: box.x + (QUIET_MODULES + start) * unit,
        // PDF y grows upwards; the matrix's row 0 is the top.
        y: box.y + box.size - (QUIET_MODULES + row + 1) * unit,
        width: (col - start) * unit,
        height: unit,
        color: INK,
      });
    }
  }
}
