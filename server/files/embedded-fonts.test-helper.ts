import fontkit from '@pdf-lib/fontkit';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';

/** The TrueType font files embedded in a PDF (FontFile2 streams), decoded. */
export async function embeddedTrueTypeFonts(pdf: Uint8Array): Promise<Uint8Array[]> {
  const doc = await PDFDocument.load(pdf);
  const fonts: Uint8Array[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    const file = object.lookup(PDFName.of('FontFile2'));
    if (file instanceof PDFRawStream) fonts.push(decodePDFRawStream(file).decode());
  }
  return fonts;
}

/**
 * Every glyph outline of a TrueType font as SVG path data, by glyph id. A glyph whose record
 * cannot be read (a corrupt subset) gives 'unreadable' instead of throwing.
 */
export function glyphOutlines(font: Uint8Array): string[] {
  const parsed = fontkit.create(font);
  return Array.from({ length: parsed.numGlyphs }, (_, id) => {
    try {
      return parsed.getGlyph(id).path.toSVG();
    } catch {
      return 'unreadable';
    }
  });
}
