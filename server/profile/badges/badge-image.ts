import type { AssertionRow, BadgeDefinition } from './badge-repository.ts';
import { assertionDocument, openBadgeUrls } from './open-badges.ts';

/** Text for an SVG text node or attribute. */
function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The title in at most two lines of about 18 characters, cut with an ellipsis beyond. */
export function titleLines(title: string, width = 18): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= width || current === '') current = next;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= 2)
    return lines.map((line) => (line.length > width ? `${line.slice(0, width - 1)}…` : line));
  const second = lines.slice(1).join(' ');
  return [lines[0]!, `${second.slice(0, width - 1)}…`];
}

/** The number after the badge's title ("· Avanzato"), shown as a ribbon. */
function ribbonOf(badge: BadgeDefinition): string | null {
  const index = badge.name.indexOf(' · ');
  return index >= 0 ? badge.name.slice(index + 3) : null;
}

/** The badge class image: a medal with the entity's title, self-contained (no fonts, no links). */
export function badgeSvg(badge: BadgeDefinition, bakedMarkup = ''): string {
  const lines = titleLines(badge.entityTitle);
  const ribbon = ribbonOf(badge);
  const text = lines
    .map(
      (line, index) =>
        `<text x="128" y="${lines.length === 1 ? 140 : 128 + index * 26}" font-size="20" text-anchor="middle" fill="#ffffff" font-family="sans-serif" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:openbadges="http://openbadges.org" viewBox="0 0 256 256" width="256" height="256">`,
    bakedMarkup,
    `<title>${escapeXml(badge.name)}</title>`,
    `<polygon points="128,8 232,68 232,188 128,248 24,188 24,68" fill="#1b1f4b" stroke="#f5b942" stroke-width="8"/>`,
    `<polygon points="128,30 212,80 212,176 128,226 44,176 44,80" fill="#3b2a8f"/>`,
    `<path d="M128 48 l10 20 22 3 -16 15 4 22 -20 -11 -20 11 4 -22 -16 -15 22 -3z" fill="#f5b942"/>`,
    text,
    `<text x="128" y="196" font-size="13" text-anchor="middle" fill="#c9c3ff" font-family="sans-serif">TECH JOURNEY</text>`,
    ribbon
      ? `<rect x="78" y="204" width="100" height="22" rx="11" fill="#f5b942"/><text x="128" y="220" font-size="13" text-anchor="middle" fill="#1b1f4b" font-family="sans-serif" font-weight="700">${escapeXml(ribbon)}</text>`
      : '',
    `</svg>`,
  ].join('');
}

/**
 * The baked image of an assertion (OB 2.0 "Baking", SVG): the badge image carrying an
 * <openbadges:assertion> element whose `verify` is the hosted URL, with the assertion itself
 * in a CDATA section, so the image alone is the portable badge.
 */
export function bakedBadgeSvg(badge: BadgeDefinition, assertion: AssertionRow): string {
  const json = JSON.stringify(assertionDocument(assertion)).replaceAll(']]>', ']]]]><![CDATA[>');
  const verify = escapeXml(openBadgeUrls(assertion.baseUrl).assertion(assertion.id));
  return badgeSvg(
    badge,
    `<openbadges:assertion verify="${verify}"><![CDATA[${json}]]></openbadges:assertion>`,
  );
}
