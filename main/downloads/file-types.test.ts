import { describe, expect, it } from 'vitest';
import { extensionForContentType, hasAllowedExtension, withExtension } from './file-types.ts';

describe('download file types', () => {
  it.each([
    ['application/pdf', '.pdf'],
    ['Application/PDF; name=x', '.pdf'],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', '.xlsx'],
    ['application/zip', '.zip'],
    ['text/csv; charset=utf-8', '.csv'],
    ['application/octet-stream', null],
    ['application/hta', null],
    ['text/html', null],
    ['toString', null],
    ['', null],
    [null, null],
  ])('%j is saved as %j', (header, extension) => {
    expect(extensionForContentType(header)).toBe(extension);
  });

  it.each([
    ['x.bat', '.pdf', 'x.pdf'],
    ['x.hta', '.zip', 'x.zip'],
    ['report', '.csv', 'report.csv'],
    ['ore.XLSX', '.xlsx', 'ore.xlsx'],
    ['ore.xlsx', '.xlsx', 'ore.xlsx'],
    ['a.pdf.exe', '.pdf', 'a.pdf.pdf'],
    ['CON.bat', '.pdf', '_CON.pdf'],
  ])('%j with %j becomes %j', (name, extension, expected) => {
    expect(withExtension(name, extension)).toBe(expected);
  });

  it('lets only the downloadable extensions be opened', () => {
    expect(hasAllowedExtension('a.pdf')).toBe(true);
    expect(hasAllowedExtension('a (1).CSV')).toBe(true);
    expect(hasAllowedExtension('a.bat')).toBe(false);
    expect(hasAllowedExtension('a.pdf.hta')).toBe(false);
    expect(hasAllowedExtension('pdf')).toBe(false);
  });
});
