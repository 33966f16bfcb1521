import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attestato-Niccolò-Git e GitHub.pdf')).toBe(
      `attachment; filename="attestato-Niccolo-Git e GitHub.pdf"; ` +
        `filename*=UTF-8''attestato-Niccol%C3%B2-Git%20e%20GitHub.pdf`,
    );
  });

  it('keeps a plain ASCII name unchanged', () => {
    expect(contentDisposition('ore-certificate-PCTO-21.11.2026.xlsx')).toBe(
      `attachment; filename="ore-certificate-PCTO-21.11.2026.xlsx"; ` +
        `filename*=UTF-8''ore-certificate-PCTO-21.11.2026.xlsx`,
    );
  });

  it('removes quotes, backslashes, CR and LF', () => {
    const header = contentDisposition('a"b\\c\r\nSet-Cookie: x=1.pdf');
    expect(header).toBe(
      `attachment; filename="abcSet-Cookie: x=1.pdf"; filename*=UTF-8''abcSet-Cookie%3A%20x%3D1.pdf`,
    );
  });

  it('replaces characters with no ASCII form and encodes RFC 5987 specials', () => {
    expect(contentDisposition("学生 (1)'s.pdf")).toBe(
      `attachment; filename="__ (1)'s.pdf"; filename*=UTF-8''%E5%AD%A6%E7%94%9F%20%281%29%27s.pdf`,
    );
  });

  it('never answers an empty name', () => {
    expect(contentDisposition('"\r\n')).toContain('filename="download"');
  });

  it('always gives one header line of printable ASCII whose UTF-8 form decodes back', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        const header = contentDisposition(name);
        expect(header).toMatch(/^[\x20-\x7e]+$/);
        const quoted = /filename="([^"]*)"/.exec(header);
        expect(quoted).not.toBeNull();
        const encoded = /filename\*=UTF-8''([A-Za-z0-9%!#$&+.^_`|~-]+)$/.exec(header);
        expect(encoded).not.toBeNull();
        expect(decodeURIComponent(encoded![1]!)).not.toMatch(/["\\\r\n]/);
      }),
    );
  });
});
