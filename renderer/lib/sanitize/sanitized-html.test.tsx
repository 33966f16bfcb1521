import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SanitizedHtml } from './sanitized-html.tsx';

describe('<SanitizedHtml>', () => {
  it('shows content of the default profile as text, markup and all', () => {
    const { container } = render(
      <SanitizedHtml content="<img src=x onerror=alert(1)> e <b>poi</b>" profile="default" />,
    );
    const host = container.firstElementChild;
    expect(host?.children).toHaveLength(0);
    expect(host?.textContent).toBe('<img src=x onerror=alert(1)> e <b>poi</b>');
  });

  it('renders the markup a named profile keeps, and nothing else', () => {
    const { container } = render(
      <SanitizedHtml
        as="section"
        className="lesson"
        content={'<p>Vedi <a href="https://mdn.example">MDN</a><img src=x onerror=alert(1)></p>'}
        profile="safeHtml"
      />,
    );
    const host = container.querySelector('section.lesson');
    expect(host?.innerHTML).toBe(
      '<p>Vedi <a href="https://mdn.example" target="_blank" rel="noopener noreferrer">MDN</a><img></p>',
    );
  });
});
