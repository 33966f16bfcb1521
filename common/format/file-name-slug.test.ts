import { describe, expect, it } from 'vitest';
import { fileNameSlug } from './file-name-slug.ts';

describe('fileNameSlug', () => {
  it('joins the words with dashes', () => {
    expect(fileNameSlug('  HTML e  CSS ')).toBe('HTML-e-CSS');
    expect(fileNameSlug('4B Informatica')).toBe('4B-Informatica');
  });

  it('keeps Italian accents and other letters as written', () => {
    expect(fileNameSlug('Niccolò Àlvarez')).toBe('Niccolò-Àlvarez');
    expect(fileNameSlug("L'arte del Perché")).toBe("L'arte-del-Perché");
  });

  it('splits at characters file systems refuse, so no path can be smuggled in', () => {
    expect(fileNameSlug('a/b')).toBe('a-b');
    expect(fileNameSlug('..\\c')).toBe('..-c');
    expect(fileNameSlug('x:y*z?"<>|w')).toBe('x-y-z-w');
    expect(fileNameSlug('riga\nnuova\ttab\u0000')).toBe('riga-nuova-tab');
  });

  it('is empty for a name of refused characters only', () => {
    expect(fileNameSlug('/:*')).toBe('');
  });
});
