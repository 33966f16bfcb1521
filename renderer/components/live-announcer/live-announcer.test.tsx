import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LiveAnnouncer } from './live-announcer.tsx';

describe('the live announcer', () => {
  it('is a polite status region, present and empty before its news, the same node after', () => {
    const { rerender } = render(<LiveAnnouncer message="" />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('aria-atomic', 'true');
    expect(region).toBeEmptyDOMElement();
    rerender(<LiveAnnouncer message="Quiz superato!" />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Quiz superato!');
  });
});
