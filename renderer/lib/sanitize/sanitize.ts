import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { PROFILE_CONFIGS, type MarkupProfile, type SanitizeProfile } from './profiles.ts';
import { EXTERNAL_LINK_REL, safeHref } from './safe-url.ts';

/**
 * The one content sanitiser of the renderer (spec 02 §9), over DOMPurify. Content from the
 * server reaches the screen either as React text (the `default` profile: React escapes it, and
 * no markup is ever interpreted) or through <SanitizedHtml> with a named profile; nothing else
 * in the renderer may set HTML (eslint.config.js refuses dangerouslySetInnerHTML and innerHTML
 * elsewhere).
 */

let purifiers: Map<MarkupProfile, DOMPurify> | null = null;

/** One DOMPurify instance per profile, so each profile's hooks stay its own. */
function purifierFor(profile: MarkupProfile): DOMPurify {
  purifiers ??= new Map();
  let purifier = purifiers.get(profile);
  if (!purifier) {
    purifier = createDOMPurify(window);
    if (profile === 'safeHtml') purifier.addHook('afterSanitizeAttributes', fixLinksAndImages);
    purifiers.set(profile, purifier);
  }
  return purifier;
}

/**
 * Links keep only an http(s) or mailto address and open outside the app without a handle on
 * it; images keep only a web or same-origin address (no data: or blob:).
 */
function fixLinksAndImages(node: Element): void {
  if (node.tagName === 'A') {
    const href = safeHref(node.getAttribute('href'));
    if (href === null) {
      node.removeAttribute('href');
      return;
    }
    node.setAttribute('href', href);
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', EXTERNAL_LINK_REL);
  } else if (node.tagName === 'IMG') {
    const src = node.getAttribute('src') ?? '';
    if (!/^(?:https?:\/\/|\/(?!\/))/i.test(src.trim())) node.removeAttribute('src');
  }
}

/**
 * Markup safe to insert as HTML for `profile`. With `default` the content is text: the result
 * is that text escaped, so inserted anywhere it shows literally ("<head>" in a quiz answer stays
 * "<head>") and creates no element. Stripping the tags instead would eat such content.
 */
export function sanitize(content: string, profile: SanitizeProfile = 'default'): string {
  if (profile === 'default') return escapeText(content);
  const config: Config = {
    ...PROFILE_CONFIGS[profile],
    RETURN_DOM: false,
    RETURN_DOM_FRAGMENT: false,
  };
  return purifierFor(profile).sanitize(content, config);
}

/**
 * Markup of a profile as sanitised nodes, for the one place that shows markup editable (the
 * rich-text field of renderer/components/rich-text): it puts these nodes in its editable area
 * instead of setting an HTML string.
 */
export function sanitizedFragment(content: string, profile: MarkupProfile): DocumentFragment {
  return purifierFor(profile).sanitize(content, {
    ...PROFILE_CONFIGS[profile],
    RETURN_DOM_FRAGMENT: true,
  });
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}
