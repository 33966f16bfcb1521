import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFDocument } from 'pdf-lib';
import { withAlignedGlyphRecords } from './aligned-glyph-records.ts';

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/** The font files of certificates, as raw TrueType bytes for pdf-lib's embedFont. */
export interface CertificateFontBytes {
  regular: Uint8Array;
  bold: Uint8Array;
}

// Noto Sans covers the Latin letters of every European alphabet (Ș, Ł, Ø, Ğ, Đ…), Greek and
// Cyrillic, so every European name prints as written. The files are resolved through Node's
// package resolution from this module (not from the working directory), so the server finds them
// however it is started; a missing package stops the start rather than a later download.
const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
};

let loading: Promise<CertificateFontBytes> | undefined;

/**
 * The font bytes, read from disk (and made safe for pdf-lib's subsetting) once per process and
 * shared by every certificate after.
 */
export function certificateFontBytes(): Promise<CertificateFontBytes> {
  loading ??= Promise.all([readFile(FONT_FILES.regular), readFile(FONT_FILES.bold)])
    .then(([regular, bold]) => ({
      regular: withAlignedGlyphRecords(regular),
      bold: withAlignedGlyphRecords(bold),
    }))
    .catch((error: unknown) => {
      // Not cached: a failed read (e.g. a file briefly unreadable) is tried again next time.
      loading = undefined;
      throw error;
    });
  return loading;
}

const parsedFonts = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();

let fontkitLoading: Promise<Fontkit> | undefined;

/**
 * fontkit for PDFDocument.registerFontkit, parsing each font file once per process: pdf-lib
 * parses the font again for every document, which made each one-page certificate cost a quarter
 * of a second (a class ZIP, seconds). Sharing the parsed font is safe: each document makes its
 * own subset, and fontkit reads a font synchronously, so two documents never interleave in it.
 * fontkit is loaded at the first certificate, not at start: it holds about 20 MiB that a
 * server which makes no certificate today does not need.
 */
export function loadFontkitParsingOnce(): Promise<Fontkit> {
  fontkitLoading ??= import('@pdf-lib/fontkit').then(({ default: fontkit }) => ({
    create(bytes, postscriptName) {
      let font = parsedFonts.get(bytes);
      if (!font) {
        font = fontkit.create(bytes, postscriptName);
        parsedFonts.set(bytes, font);
      }
      return font;
    },
  }));
  return fontkitLoading;
}
