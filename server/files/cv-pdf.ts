import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Cv } from '#common/api/profile/index.ts';
import { formatPctoHoursText } from '#common/format/pcto-hours.ts';
import { formatDate } from '#common/format/swiss-italian.ts';
import { TITLE_LABELS } from '#common/progress/titles.ts';
import { drawable } from './certificate-pdf.ts';
import { certificateFontBytes, loadFontkitParsingOnce } from './certificate-fonts.ts';

// A4 portrait in points, with 50 pt margins.
const WIDTH = 595.28;
const HEIGHT = 841.89;
const MARGIN = 50;
const NAVY = rgb(0.09, 0.12, 0.3);
const VIOLET = rgb(0.42, 0.33, 0.78);
const GREY = rgb(0.35, 0.37, 0.45);

/** Lines of at most `width` points, broken between words (a word longer than a line is cut). */
export function wrapText(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n+/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
      else {
        if (line) lines.push(line);
        line = word;
        while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}

/** Writes top-down and stops at the bottom margin: the CV is one page, whatever its length. */
class PageWriter {
  private y = HEIGHT - MARGIN;
  private readonly page: PDFPage;
  private readonly fonts: { regular: PDFFont; bold: PDFFont };
  constructor(page: PDFPage, fonts: { regular: PDFFont; bold: PDFFont }) {
    this.page = page;
    this.fonts = fonts;
  }

  text(
    text: string,
    options: { size?: number; bold?: boolean; color?: typeof NAVY; gap?: number } = {},
  ) {
    const size = options.size ?? 10.5;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrapText(font, drawable(font, text), size, WIDTH - 2 * MARGIN)) {
      if (this.y - size < MARGIN) return;
      this.y -= size * 1.35;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: options.color ?? NAVY });
    }
    this.y -= options.gap ?? 0;
  }

  section(title: string, lines: readonly string[]) {
    if (lines.length === 0) return;
    this.y -= 8;
    this.text(title.toUpperCase(), { size: 11, bold: true, color: VIOLET, gap: 2 });
    for (const line of lines) this.text(line);
  }

  rule() {
    this.y -= 8;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: WIDTH - MARGIN, y: this.y },
      thickness: 1,
      color: VIOLET,
    });
  }
}

/**
 * A pool student's one-page CV (A4 portrait), with Noto Sans embedded like the certificates;
 * dates in the school's `timeZone`.
 */
export async function buildCvPdf(cv: Cv, generatedAt: Date, timeZone: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Curriculum di ${cv.name}`);
  doc.setCreator('Tech Journey');
  doc.registerFontkit(await loadFontkitParsingOnce());
  const bytes = await certificateFontBytes();
  const fonts = {
    regular: await doc.embedFont(bytes.regular, { subset: true }),
    bold: await doc.embedFont(bytes.bold, { subset: true }),
  };
  const out = new PageWriter(doc.addPage([WIDTH, HEIGHT]), fonts);
  out.text('Tech Journey · Curriculum', { size: 10, bold: true, color: VIOLET, gap: 4 });
  out.text(cv.name, { size: 24, bold: true });
  if (cv.i_am) out.text(cv.i_am, { size: 12, color: GREY });
  const year = cv.school_year === null ? null : `${cv.school_year}º anno`;
  out.text(
    [
      year,
      `Titolo: ${TITLE_LABELS[cv.title]} (${cv.points} punti)`,
      formatPctoHoursText(cv.completed_pcto_minutes),
    ]
      .filter(Boolean)
      .join(' · '),
    { gap: 2 },
  );
  out.text(`Contatto: ${cv.contact_email}${cv.github_link ? ` · ${cv.github_link}` : ''}`, {
    color: GREY,
  });
  out.rule();
  out.section('Chi sono', cv.bio ? [cv.bio] : []);
  out.section('Competenze', [
    ...(cv.hard_skills.length > 0 ? [`Tecniche: ${cv.hard_skills.join(', ')}`] : []),
    ...(cv.soft_skills.length > 0 ? [`Trasversali: ${cv.soft_skills.join(', ')}`] : []),
  ]);
  out.section(
    'Certificati',
    cv.certificates.map(
      (certificate) =>
        `${certificate.title} — ${formatPctoHoursText(certificate.pcto_minutes)}, ${formatDate(certificate.obtained_at, timeZone)}`,
    ),
  );
  out.section(
    'Badge',
    cv.badges.length > 0 ? [cv.badges.map((badge) => badge.name).join(', ')] : [],
  );
  out.section(
    'Hashtag',
    cv.earned_tags.length > 0 ? [cv.earned_tags.map((tag) => `#${tag}`).join(' ')] : [],
  );
  out.section('Hobby', cv.hobbies.length > 0 ? [cv.hobbies.join(', ')] : []);
  out.rule();
  out.text(`Generato il ${formatDate(generatedAt, timeZone)} con il consenso dello studente.`, {
    size: 9,
    color: GREY,
  });
  return doc.save();
}
