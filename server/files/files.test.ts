import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildCertificatesPdf } from './certificate-pdf.ts';
import { CERTIFIED_HOURS_HEADER, buildCertifiedHoursXlsx } from './certified-hours-xlsx.ts';
import { certificateFileName, certifiedHoursFileName } from './file-names.ts';
import { formatPctoHours } from '#common/format/pcto-hours.ts';
import { DEFAULT_SCHOOL_TIME_ZONE } from '#common/format/swiss-italian.ts';
import { pdfText } from './pdf-text.test-helper.ts';
import { readXlsx } from './read-xlsx.test-helper.ts';
import { buildZip } from './zip-archive.ts';

const SARA = {
  studentName: 'Sara Colombo',
  courseTitle: 'Git e GitHub',
  obtainedAt: new Date('2026-11-20T23:30:00Z'),
  pctoMinutes: 90,
  verification: {
    code: 'K7QM-2XWD-9F3A-HN6P-0TRB',
    url: 'https://scuola.example/verify/K7QM-2XWD-9F3A-HN6P-0TRB',
  },
};
const ZONE = DEFAULT_SCHOOL_TIME_ZONE;

describe('certificate PDF', () => {
  it('states the title, name, course, Swiss date and PCTO hours on one A4 landscape page', async () => {
    const bytes = await buildCertificatesPdf([SARA], ZONE);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect(Math.round(width)).toBe(842);
    expect(Math.round(height)).toBe(595);
    const text = await pdfText(bytes);
    for (const expected of [
      'ATTESTATO',
      'Sara Colombo',
      'ha completato il percorso',
      'Git e GitHub',
      '1,5 ore PCTO',
      // 23:30 UTC is already the next day in the school's zone.
      '21.11.2026',
      'Tech Journey',
      'Codice di verifica: K7QM-2XWD-9F3A-HN6P-0TRB',
      'Verifica su https://scuola.example/verify/K7QM-2XWD-9F3A-HN6P-0TRB',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says "ora" for one hour', async () => {
    expect(
      await pdfText(await buildCertificatesPdf([{ ...SARA, pctoMinutes: 60 }], ZONE)),
    ).toContain('1 ora PCTO');
  });

  it('draws Italian accents and replaces what Noto Sans cannot draw', async () => {
    const text = await pdfText(
      await buildCertificatesPdf([{ ...SARA, studentName: 'Niccolò Àlvarez 学' }], ZONE),
    );
    expect(text).toContain('Niccolò Àlvarez ?');
  });

  it('puts one page per certificate in a combined PDF', async () => {
    const bytes = await buildCertificatesPdf(
      [SARA, { ...SARA, studentName: 'Luca Bianchi' }],
      ZONE,
    );
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
    const text = await pdfText(bytes);
    expect(text).toContain('Sara Colombo');
    expect(text).toContain('Luca Bianchi');
  });
});

describe('ZIP archive', () => {
  it('holds every file, repeated names made unique', async () => {
    const zip = await JSZip.loadAsync(
      await buildZip([
        { name: 'a.pdf', content: new Uint8Array([1]) },
        { name: 'a.pdf', content: new Uint8Array([2]) },
        { name: 'b.pdf', content: new Uint8Array([3]) },
      ]),
    );
    expect(Object.keys(zip.files).sort()).toEqual(['a (2).pdf', 'a.pdf', 'b.pdf']);
    expect([...(await zip.file('a (2).pdf')!.async('uint8array'))]).toEqual([2]);
  });
});

describe('certified-hours XLSX', () => {
  it('has the header and one row per student with hours as numbers', async () => {
    const buffer = await buildCertifiedHoursXlsx([
      {
        classroom: '4B Informatica',
        name: 'Sara Colombo',
        email: 'sara@demo.test',
        pctoMinutes: 150,
        certificates: ['Git e GitHub', 'HTML e CSS'],
      },
    ]);
    const workbook = await readXlsx(buffer);
    const sheet = workbook.getWorksheet('Ore PCTO')!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...CERTIFIED_HOURS_HEADER]);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      '4B Informatica',
      'Sara Colombo',
      'sara@demo.test',
      2.5,
      'Git e GitHub; HTML e CSS',
    ]);
    // Two fixed decimals: '0.##' would show whole hours as "2." in Excel.
    expect(sheet.getCell('D2').numFmt).toBe('0.00');
    expect(sheet.rowCount).toBe(2);
  });

  it('keeps every European name as written (no font involved: cells are Unicode text)', async () => {
    const name = 'Ștefan Łukasz Øre Ğül Đorđe Αλέξανδρος Дмитрий';
    const buffer = await buildCertifiedHoursXlsx([
      { classroom: '4B', name, email: 'a@demo.test', pctoMinutes: 60, certificates: ['Ärger'] },
    ]);
    const sheet = (await readXlsx(buffer)).getWorksheet('Ore PCTO')!;
    expect(sheet.getCell('B2').value).toBe(name);
    expect(sheet.getCell('E2').value).toBe('Ärger');
  });
});

describe('file names', () => {
  it('are Italian, dashed and free of path characters', () => {
    expect(certificateFileName('Sara Colombo', 'HTML e CSS')).toBe(
      'attestato-Sara-Colombo-HTML-e-CSS.pdf',
    );
    expect(certificateFileName('a/b', '..\\c')).toBe('attestato-a-b-..-c.pdf');
    expect(certifiedHoursFileName(new Date('2026-11-21T10:00:00Z'), ZONE)).toBe(
      'ore-certificate-PCTO-21.11.2026.xlsx',
    );
  });

  it("are dated in the configured zone, not the server's", () => {
    const lateEvening = new Date('2026-11-21T02:00:00Z');
    expect(certifiedHoursFileName(lateEvening, ZONE)).toBe('ore-certificate-PCTO-21.11.2026.xlsx');
    expect(certifiedHoursFileName(lateEvening, 'America/New_York')).toBe(
      'ore-certificate-PCTO-20.11.2026.xlsx',
    );
  });

  it('date certificates in the configured zone', async () => {
    expect(await pdfText(await buildCertificatesPdf([SARA], 'America/New_York'))).toContain(
      '20.11.2026',
    );
  });

  it('formats PCTO hours with a decimal comma', () => {
    expect(formatPctoHours(120)).toBe('2');
    expect(formatPctoHours(90)).toBe('1,5');
    expect(formatPctoHours(100)).toBe('1,67');
  });
});
