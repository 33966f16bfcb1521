import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import { withAlignedGlyphRecords } from './aligned-glyph-records.ts';
import { DEFAULT_SCHOOL_TIME_ZONE } from '#common/format/swiss-italian.ts';
import { buildCertificatesPdf } from './certificate-pdf.ts';
import { certificateFontBytes, loadFontkitParsingOnce } from './certificate-fonts.ts';
import { embeddedTrueTypeFonts, glyphOutlines } from './embedded-fonts.test-helper.ts';
import { pdfText } from './pdf-text.test-helper.ts';

const EUROPEAN_NAMES = [
  'Ștefan Łukasz Øre Ğül Đorđe',
  'Şükrü Çağlar Żaneta Ľubomír Őrs',
  'Þórunn Ærø Søren Grüßner Dvořák',
  'Αλέξανδρος Παπαδόπουλος',
  'Дмитрий Єва Ђорђе Љубица',
];
const course = {
  courseTitle: 'Git e GitHub',
  obtainedAt: new Date('2026-11-20'),
  pctoMinutes: 60,
  verification: {
    code: 'K7QM-2XWD-9F3A-HN6P-0TRB',
    url: 'https://scuola.example/verify/K7QM-2XWD-9F3A-HN6P-0TRB',
  },
};

async function originalNotoSans(): Promise<Uint8Array[]> {
  const resolve = createRequire(import.meta.url).resolve;
  return Promise.all(
    [
      '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
      '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
    ].map(async (file) => new Uint8Array(await readFile(resolve(file)))),
  );
}

describe('certificate font', () => {
  it('prints every European name as written', async () => {
    const pdf = await buildCertificatesPdf(
      EUROPEAN_NAMES.map((studentName) => ({ ...course, studentName })),
      DEFAULT_SCHOOL_TIME_ZONE,
    );
    const text = await pdfText(pdf);
    for (const name of EUROPEAN_NAMES) expect(text).toContain(name);
    expect(text).not.toContain('?');
  });

  it('embeds only the glyphs used, each one drawn as in Noto Sans', async () => {
    const pdf = await buildCertificatesPdf(
      [{ ...course, studentName: EUROPEAN_NAMES[0]! }],
      DEFAULT_SCHOOL_TIME_ZONE,
    );
    // Subset, not the whole font (over 600 kB per weight).
    expect(pdf.length).toBeLessThan(60_000);
    const notoOutlines = new Set((await originalNotoSans()).flatMap(glyphOutlines));
    const embedded = await embeddedTrueTypeFonts(pdf);
    expect(embedded).toHaveLength(2);
    for (const font of embedded) {
      for (const outline of glyphOutlines(font)) expect(notoOutlines).toContain(outline);
    }
  });

  it('reads and parses the font files once per process', async () => {
    const { regular } = await certificateFontBytes();
    expect(await certificateFontBytes()).toBe(await certificateFontBytes());
    const fontkit = await loadFontkitParsingOnce();
    expect(fontkit.create(regular)).toBe(fontkit.create(regular));
  });
});

describe('withAlignedGlyphRecords', () => {
  it('pads every glyph record to 4 bytes and keeps every outline', async () => {
    const [regular] = await originalNotoSans();
    const aligned = withAlignedGlyphRecords(regular!);
    expect(glyphOutlines(aligned)).toEqual(glyphOutlines(regular!));
    // fontkit's types leave out the raw tables it parses.
    const tables = fontkit.create(aligned) as unknown as {
      head: { indexToLocFormat: number };
      loca: { offsets: number[] };
    };
    expect(tables.head.indexToLocFormat).toBe(1);
    const offsets = tables.loca.offsets;
    expect(offsets.every((offset) => offset % 4 === 0)).toBe(true);
  });
});
