import { resolve, sep } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_FILE_NAME,
  MAX_FILE_NAME_BYTES,
  MAX_UNIQUE_NAME_ATTEMPTS,
  sanitiseFileName,
  uniqueFileName,
  utf8Length,
} from './file-name.ts';

const FOLDER = resolve('/tmp/scaricati');
// Strings rich in what an attacker would send: separators, dots, control characters, reserved
// names, long multi-byte letters.
const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc
    .array(
      fc.constantFrom(
        '..',
        '/',
        '\\',
        '.',
        ' ',
        'CON',
        'nul',
        'com1',
        'à',
        '€',
        '😀',
        '\u0000',
        ':',
        'a',
      ),
      { maxLength: 120 },
    )
    .map((parts) => parts.join('')),
);

describe('sanitiseFileName', () => {
  it('never escapes the folder, is never empty, and keeps within the byte limit', () => {
    fc.assert(
      fc.property(nasty, (raw) => {
        const name = sanitiseFileName(raw);
        expect(name.length).toBeGreaterThan(0);
        expect(utf8Length(name)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
        const target = resolve(FOLDER, name);
        expect(target.startsWith(FOLDER + sep)).toBe(true);
        expect(resolve(target, '..')).toBe(FOLDER);
        // eslint-disable-next-line no-control-regex -- control characters are what is checked
        expect(name).not.toMatch(/[/\\\u0000-\u001f]/);
        expect(name).not.toMatch(/^(con|prn|aux|nul|com\d|lpt\d)\s*(\..*)?$/i);
        expect(name).not.toMatch(/[. ]$/);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps a short, plain extension whatever the stem', () => {
    const stem = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 300 }).map((s) => `x${s}`);
    const extension = fc.stringMatching(/^\.[a-z0-9]{1,10}$/);
    fc.assert(
      fc.property(stem, extension, (base, ext) => {
        expect(sanitiseFileName(base + ext).endsWith(ext)).toBe(true);
      }),
    );
  });

  it.each([
    ['../../etc/passwd', '_.._etc_passwd'],
    ['..', FALLBACK_FILE_NAME],
    ['', FALLBACK_FILE_NAME],
    ['   ', FALLBACK_FILE_NAME],
    ['CON.pdf', '_CON.pdf'],
    ['lpt9', '_lpt9'],
    ['CONIN$', '_CONIN$'],
    ['conout$.pdf', '_conout$.pdf'],
    ['CLOCK$.csv', '_CLOCK$.csv'],
    ['report. . ', 'report'],
    ['a\u0007b:c.pdf', 'a_b_c.pdf'],
    ['ore-certificate-PCTO-21.11.2026.xlsx', 'ore-certificate-PCTO-21.11.2026.xlsx'],
  ])('%j becomes %j', (raw, expected) => {
    expect(sanitiseFileName(raw)).toBe(expected);
  });

  it('cuts a long name to the byte limit keeping the extension and whole letters', () => {
    const name = sanitiseFileName(`${'è'.repeat(200)}.pdf`);
    expect(utf8Length(name)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
    expect(name).toBe(`${'è'.repeat(88)}.pdf`);
  });
});

describe('uniqueFileName', () => {
  it('adds a counter before the extension until the name is free', async () => {
    const taken = new Set(['nome.pdf', 'nome (1).pdf']);
    await expect(uniqueFileName('nome.pdf', async (n) => taken.has(n))).resolves.toBe(
      'nome (2).pdf',
    );
    await expect(uniqueFileName('altro.pdf', async (n) => taken.has(n))).resolves.toBe('altro.pdf');
  });

  it('stays within the byte limit with the counter', async () => {
    const long = sanitiseFileName(`${'a'.repeat(300)}.xlsx`);
    const name = await uniqueFileName(long, async (n) => n === long);
    expect(name.endsWith(' (1).xlsx')).toBe(true);
    expect(utf8Length(name)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
  });

  it('gives up after a bounded number of attempts instead of looping forever', async () => {
    let calls = 0;
    const alwaysTaken = async () => {
      calls += 1;
      return true;
    };
    await expect(uniqueFileName('nome.pdf', alwaysTaken)).rejects.toThrow();
    expect(calls).toBe(MAX_UNIQUE_NAME_ATTEMPTS + 1);
  });
});
