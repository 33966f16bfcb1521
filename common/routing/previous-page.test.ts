import { describe, expect, it } from 'vitest';
import { nextPreviousPage, shouldRememberAsPreviousPage } from './previous-page.ts';

describe('previous-page memory', () => {
  it.each([
    ['/module-detail/abc123', false],
    ['/module-detail/ABC123/', false],
    ['/module-detail/0f?tab=1', false],
    ['/module-detail/abc123/episode-detail/4', true],
    ['/module-detail/abc123/quiz/9', true],
    ['/module-detail/not-hex', true],
    ['/map', true],
    ['/', true],
    ['/profile?section=certificates', true],
  ] as const)('%s remembered: %s', (path, expected) => {
    expect(shouldRememberAsPreviousPage(path)).toBe(expected);
  });

  it('keeps the page before a module page', () => {
    let previous: string | null = null;
    previous = nextPreviousPage(previous, '/map');
    previous = nextPreviousPage(previous, '/module-detail/ab12');
    expect(previous).toBe('/map');
    previous = nextPreviousPage(previous, '/module-detail/ab12/episode-detail/3');
    expect(previous).toBe('/module-detail/ab12/episode-detail/3');
  });

  it('remembers nothing on the first page load', () => {
    expect(nextPreviousPage(null, null)).toBeNull();
  });
});
