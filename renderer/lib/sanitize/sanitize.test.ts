import { describe, expect, it } from 'vitest';
import { SANITIZE_PROFILES } from './profiles.ts';
import { sanitize } from './sanitize.ts';

/** Known XSS payloads: script, handlers, URL schemes, SVG and MathML tricks, mutation XSS. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<div onmouseover="alert(1)">x</div>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="  JaVaScRiPt:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<svg><animate attributeName="href" values="javascript:alert(1)"/></svg>',
  '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x><script>alert(1)</script></svg>#x"/></svg>',
  '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>',
  '<svg><style>@import "javascript:alert(1)";</style></svg>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<math href="javascript:alert(1)"><mi>x</mi></math>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<style>body { background: expression(alert(1)) }</style>',
  '<p style="width: expression(alert(1))">x</p>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  '<template><img src=x onerror=alert(1)></template>',
  '<!--><img src=x onerror=alert(1)>-->',
  '<img src=x onerror=alert(1)//',
  '<details open ontoggle=alert(1)>',
  '<a href="#" id="__proto__" name="cookie">x</a>',
];

const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'iframe',
  'object',
  'embed',
  'style',
  'link',
  'meta',
  'base',
  'form',
  'button',
  'noscript',
  'xmp',
  'template',
  'foreignobject',
  'use',
  'animate',
  'set',
  'image',
  'feimage',
  'mglyph',
  'maction',
  'details',
]);

/** Everything in the parsed result that could run code or load something on its own. */
function executableParts(markup: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = markup;
  const found: string[] = [];
  for (const element of host.querySelectorAll('*')) {
    const name = element.localName.toLowerCase();
    if (FORBIDDEN_ELEMENTS.has(name)) found.push(`<${name}>`);
    for (const attribute of element.attributes) {
      const attr = attribute.name.toLowerCase();
      // eslint-disable-next-line no-control-regex -- the filter-fooling characters themselves
      const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (attr.startsWith('on')) found.push(`${name}[${attr}]`);
      if (attr === 'style' || attr === 'srcdoc' || attr === 'id' || attr === 'name') {
        found.push(`${name}[${attr}]`);
      }
      if (/^(?:javascript|vbscript|data|blob):/.test(value))
        found.push(`${name}[${attr}=${value}]`);
    }
  }
  // Mutation XSS: serialising and parsing again must not produce anything the first pass did not.
  if (host.innerHTML !== markup && sanitizeAgain(host.innerHTML) !== host.innerHTML) {
    found.push('unstable under re-parsing');
  }
  return found;
}

const sanitizeAgain = (markup: string) => {
  const host = document.createElement('div');
  host.innerHTML = markup;
  return host.innerHTML;
};

describe('the content sanitiser', () => {
  describe.each(SANITIZE_PROFILES)('profile %s', (profile) => {
    it.each(PAYLOADS)('leaves nothing executable of %s', (payload) => {
      const clean = sanitize(payload, profile);
      expect(executableParts(clean)).toEqual([]);
      expect(clean).not.toMatch(/<(?:script|iframe|object|embed|style|noscript)\b/i);
      expect(clean).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
      // Sanitising is stable: a second pass changes nothing (no mutation between passes).
      expect(sanitize(clean, profile === 'default' ? 'safeHtml' : profile)).toBe(
        profile === 'default' ? sanitize(clean, 'safeHtml') : clean,
      );
    });
  });

  describe('default: no HTML at all', () => {
    it.each([
      'Perché usare <main> invece di un semplice <div>?',
      '<head>',
      '<b>grassetto</b> & "virgolette"',
      ...PAYLOADS,
    ])('shows %s as the same text and creates no element', (text) => {
      const host = document.createElement('div');
      host.innerHTML = sanitize(text);
      expect(host.children).toHaveLength(0);
      expect(host.textContent).toBe(text);
    });
  });

  describe('safeHtml', () => {
    it('keeps the markup of a lesson', () => {
      const lesson =
        '<h2>Flexbox</h2><p>Usa <strong>display: flex</strong> e <em>gap</em>:</p>' +
        '<pre><code>.menu { display: flex; }</code></pre>' +
        '<ul><li>uno</li><li>due</li></ul><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>' +
        '<p><img src="/media/flex.png" alt="Schema"></p>';
      expect(sanitize(lesson, 'safeHtml')).toBe(lesson);
    });

    it.each([
      ['https://developer.mozilla.org/it/', 'https://developer.mozilla.org/it/'],
      ['http://example.org/a?b=1', 'http://example.org/a?b=1'],
      ['mailto:docente@scuola.it', 'mailto:docente@scuola.it'],
    ])('keeps the link %s, opening outside with noopener noreferrer', (href, kept) => {
      const host = document.createElement('div');
      host.innerHTML = sanitize(`<a href="${href}">MDN</a>`, 'safeHtml');
      const link = host.querySelector('a');
      expect(link?.getAttribute('href')).toBe(kept);
      expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link?.getAttribute('target')).toBe('_blank');
      expect(link?.textContent).toBe('MDN');
    });

    it.each(['/map', '//evil.example/x', 'ftp://example.org', 'tel:123', 'data:text/html,x'])(
      'keeps the text of a link to %s but not the link',
      (href) => {
        const host = document.createElement('div');
        host.innerHTML = sanitize(`<a href="${href}">testo</a>`, 'safeHtml');
        expect(host.querySelector('a')?.hasAttribute('href')).toBe(false);
        expect(host.textContent).toBe('testo');
      },
    );

    it('drops data: and protocol-relative images', () => {
      const host = document.createElement('div');
      host.innerHTML = sanitize(
        '<img src="data:image/png;base64,AAAA" alt="a"><img src="//evil.example/x.png" alt="b">',
        'safeHtml',
      );
      expect([...host.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
        null,
        null,
      ]);
    });
  });

  describe('svg', () => {
    it('keeps a drawing', () => {
      const badge =
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><lineargradient id="g">' +
        '<stop offset="0" stop-color="#f80"></stop></lineargradient></defs>' +
        '<circle cx="5" cy="5" r="4" fill="url(#g)"></circle><text x="2" y="6">HG</text></svg>';
      const host = document.createElement('div');
      host.innerHTML = sanitize(badge, 'svg');
      expect(host.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 10 10');
      expect(host.querySelector('circle')?.getAttribute('fill')).toBe('url(#g)');
      expect(host.querySelector('text')?.textContent).toBe('HG');
      expect(host.querySelector('stop')?.getAttribute('stop-color')).toBe('#f80');
    });

    it('keeps no HTML around or inside the drawing', () => {
      expect(sanitize('<p>x</p><svg><circle r="1"></circle></svg>', 'svg')).toBe(
        'x<svg><circle r="1"></circle></svg>',
      );
    });
  });

  describe('mathml', () => {
    it('keeps a formula', () => {
      const formula =
        '<math display="block"><mfrac><mi>a</mi><mn>2</mn></mfrac><mo>+</mo>' +
        '<msqrt><mi>b</mi></msqrt></math>';
      expect(sanitize(formula, 'mathml')).toBe(formula);
    });

    it('keeps no HTML or SVG inside a formula', () => {
      const host = document.createElement('div');
      host.innerHTML = sanitize(
        '<math><mi>x</mi><b>grassetto</b><svg><circle r="1"/></svg></math>',
        'mathml',
      );
      expect(host.querySelector('b, svg, circle')).toBeNull();
      expect(host.querySelector('mi')?.textContent).toBe('x');
    });
  });
});
