import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-url.ts';

describe('safeHref', () => {
  it.each([
    ['https://github.com/sara-colombo', 'https://github.com/sara-colombo'],
    ['  http://example.org/materiali.zip ', 'http://example.org/materiali.zip'],
    ['HTTPS://EXAMPLE.ORG', 'HTTPS://EXAMPLE.ORG'],
    ['mailto:docente@scuola.it', 'mailto:docente@scuola.it'],
  ])('keeps %s', (url, kept) => {
    expect(safeHref(url)).toBe(kept);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'https://ok.example/\nx',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://example.org/1',
    '//evil.example/x',
    '/map',
    'https://',
    'mailto: x',
    '',
    null,
    undefined,
  ])('refuses %s', (url) => {
    expect(safeHref(url)).toBeNull();
  });
});
