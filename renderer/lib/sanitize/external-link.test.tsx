import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExternalLink } from './external-link.tsx';

describe('<ExternalLink>', () => {
  it('links a web address, opening outside without opener or referrer', () => {
    render(<ExternalLink href="https://github.com/sara">GitHub</ExternalLink>);
    const link = screen.getByRole('link', { name: 'GitHub' });
    expect(link.getAttribute('href')).toBe('https://github.com/sara');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example', null])(
    'renders nothing for %s',
    (href) => {
      const { container } = render(<ExternalLink href={href}>GitHub</ExternalLink>);
      expect(container.innerHTML).toBe('');
    },
  );
});
