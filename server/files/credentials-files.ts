import { PDFDocument, rgb } from 'pdf-lib';
import { formatDate } from '#common/format/swiss-italian.ts';
import type { CredentialBatch } from '../classrooms/credential-service.ts';
import { drawable } from './certificate-pdf.ts';
import { certificateFontBytes, loadFontkitParsingOnce } from './certificate-fonts.ts';
import { loadExcelJs } from './load-exceljs.ts';

// A4 portrait in points; five slips a page, with dashed lines to cut along.
const WIDTH = 595.28;
const HEIGHT = 841.89;
const MARGIN = 36;
const SLIPS_PER_PAGE = 5;
const SLIP_HEIGHT = (HEIGHT - 2 * MARGIN) / SLIPS_PER_PAGE;
const NAVY = rgb(0.09, 0.12, 0.3);
const VIOLET = rgb(0.42, 0.33, 0.78);
const GREY = rgb(0.35, 0.37, 0.45);

export const CREDENTIALS_HEADER = [
  'Studente',
  'E-mail',
  'Password temporanea',
  'Indirizzo',
] as const;

/** "credenziali-24.11.2026.pdf" / ".xlsx", dated in the school's zone. */
export function credentialsFileName(
  now: Date,
  timeZone: string,
  extension: 'pdf' | 'xlsx',
): string {
  return `credenziali-${formatDate(now, timeZone)}.${extension}`;
}

/**
 * The printable slips: one per student, to cut out and hand over. Each says where to sign in,
 * with which e-mail and one-time password, and that the platform asks for a new password at the
 * first sign-in. Noto Sans is embedded like on the certificates.
 */
export async function buildCredentialsPdf(batch: CredentialBatch): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Credenziali Tech Journey');
  doc.setCreator('Tech Journey');
  doc.registerFontkit(await loadFontkitParsingOnce());
  const bytes = await certificateFontBytes();
  const regular = await doc.embedFont(bytes.regular, { subset: true });
  const bold = await doc.embedFont(bytes.bold, { subset: true });
  batch.credentials.forEach((credential, index) => {
    const slot = index % SLIPS_PER_PAGE;
    const page = slot === 0 ? doc.addPage([WIDTH, HEIGHT]) : doc.getPage(doc.getPageCount() - 1);
    const top = HEIGHT - MARGIN - slot * SLIP_HEIGHT;
    const line = (text: string, y: number, size: number, font = regular, color = NAVY) =>
      page.drawText(drawable(font, text), { x: MARGIN + 16, y: top - y, size, font, color });
    line('Tech Journey · Le tue credenziali', 24, 10, bold, VIOLET);
    line(credential.name, 48, 16, bold);
    line(`Indirizzo: ${batch.platformUrl}`, 70, 11);
    line(`E-mail: ${credential.email}`, 88, 11);
    line('Password temporanea:', 110, 11);
    page.drawText(drawable(bold, credential.password), {
      x: MARGIN + 140,
      y: top - 111,
      size: 15,
      font: bold,
      color: NAVY,
    });
    line(
      'Al primo accesso la Tech Journey ti chiede di scegliere una password tua.',
      134,
      9.5,
      regular,
      GREY,
    );
    if (slot < SLIPS_PER_PAGE - 1 && index < batch.credentials.length - 1) {
      page.drawLine({
        start: { x: MARGIN, y: top - SLIP_HEIGHT },
        end: { x: WIDTH - MARGIN, y: top - SLIP_HEIGHT },
        thickness: 0.8,
        color: GREY,
        dashArray: [6, 4],
      });
    }
  });
  return doc.save();
}

/** The same credentials as a sheet (for a mail merge the school does itself). */
export async function buildCredentialsXlsx(batch: CredentialBatch): Promise<Buffer> {
  const workbook = new (await loadExcelJs()).Workbook();
  workbook.creator = 'Tech Journey';
  const sheet = workbook.addWorksheet('Credenziali');
  sheet.columns = [{ width: 28 }, { width: 34 }, { width: 22 }, { width: 36 }];
  sheet.addRow([...CREDENTIALS_HEADER]).font = { bold: true };
  for (const credential of batch.credentials) {
    sheet.addRow([credential.name, credential.email, credential.password, batch.platformUrl]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
