import type { Config } from 'dompurify';

/**
 * The sanitising profiles of spec 02 §9. `default` allows no HTML at all: content is text. The
 * named profiles allow one kind of markup each, with allow-lists tighter than DOMPurify's own
 * (no styles, no forms, no embedding, no animation that could rewrite a link).
 */
export const SANITIZE_PROFILES = ['default', 'safeHtml', 'svg', 'mathml'] as const;
export type SanitizeProfile = (typeof SANITIZE_PROFILES)[number];
export type MarkupProfile = Exclude<SanitizeProfile, 'default'>;

const words = (...lines: string[]): string[] => lines.join(' ').split(' ');

/**
 * DOMPurify's own URI rule with every scheme but http(s) and mailto removed. It also judges the
 * values of plain attributes ("2", "ltr"), hence the scheme-less branches; links and images are
 * narrowed further after sanitising (sanitize.ts).
 */
const NO_SCHEME_BUT_WEB_OR_MAIL = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Rich text of lessons and descriptions: structure, emphasis, code, lists, tables, links. */
const SAFE_HTML: Config = {
  ALLOWED_TAGS: words(
    'p br hr span strong b em i u s del ins mark small sub sup abbr code pre kbd samp',
    'blockquote q ul ol li dl dt dd h2 h3 h4 h5 h6 a img figure figcaption',
    'table caption thead tbody tfoot tr th td',
  ),
  ALLOWED_ATTR: words(
    'href title alt src width height colspan rowspan scope start reversed lang dir',
  ),
  ALLOWED_URI_REGEXP: NO_SCHEME_BUT_WEB_OR_MAIL,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** An inline drawing (avatars, badges, diagrams): shapes, text, gradients and filters only. */
const SVG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // Links, references to other documents or images, style sheets and animations (which can
  // set an href after sanitising, the classic <animate attributeName="href">) are all out.
  FORBID_TAGS: words(
    'a use image feimage feImage style animate animatecolor animatemotion animatetransform set',
    'mpath foreignobject script',
  ),
  FORBID_ATTR: ['href', 'xlink:href', 'style'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** A formula: MathML presentation elements, nothing clickable and no nested HTML. */
const MATHML: Config = {
  USE_PROFILES: { mathMl: true },
  // mglyph and maction are the usual mutation-XSS and interaction vectors; href on any MathML
  // element is a link in some browsers.
  FORBID_TAGS: ['mglyph', 'maction', 'style', 'script'],
  FORBID_ATTR: ['href', 'xlink:href', 'style'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

export const PROFILE_CONFIGS: Readonly<Record<MarkupProfile, Config>> = {
  safeHtml: SAFE_HTML,
  svg: SVG,
  mathml: MATHML,
};
