import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './content-disposition.ts';

describe('fileNameFromContentDisposition', () => {
  it('prefers the UTF-8 filename* over the ASCII fallback', () => {
    const header =
      'attachment; filename="attestato-Sara-Colombo.pdf"; filename*=UTF-8\'\'attestato-S%C3%A0ra%20Colombo.pdf';
    expect(fileNameFromContentDisposition(header, 'x.pdf')).toBe('attestato-Sàra Colombo.pdf');
  });

  it('reads filename* even when it comes first', () => {
    const header = 'attachment; filename*=utf-8\'it\'ore%E2%82%AC.xlsx; filename="ore.xlsx"';
    expect(fileNameFromContentDisposition(header, 'x')).toBe('ore€.xlsx');
  });

  it('falls back to the quoted filename, unescaping it', () => {
    const header = 'attachment; filename="a \\"b\\".pdf"';
    expect(fileNameFromContentDisposition(header, 'x')).toBe('a "b".pdf');
  });

  it('reads an unquoted filename', () => {
    expect(fileNameFromContentDisposition('attachment; filename=report.zip', 'x')).toBe(
      'report.zip',
    );
  });

  it('ignores a malformed or foreign-charset filename* and uses filename', () => {
    expect(
      fileNameFromContentDisposition(
        'attachment; filename*=UTF-8\'\'%E0%A4%A; filename="ok.pdf"',
        'x',
      ),
    ).toBe('ok.pdf');
    expect(
      fileNameFromContentDisposition(
        'attachment; filename*=iso-8859-1\'\'caf%E9.pdf; filename="cafe.pdf"',
        'x',
      ),
    ).toBe('cafe.pdf');
  });

  it('uses the suggested name without a header or a name in it', () => {
    expect(fileNameFromContentDisposition(null, 'ore.xlsx')).toBe('ore.xlsx');
    expect(fileNameFromContentDisposition('attachment', 'ore.xlsx')).toBe('ore.xlsx');
    expect(fileNameFromContentDisposition('attachment; filename=""', 'ore.xlsx')).toBe('ore.xlsx');
  });
});
