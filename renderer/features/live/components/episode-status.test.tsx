import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '#common/format/swiss-italian.ts';
import { EpisodeStatus } from './episode-status.tsx';

// EpisodeStatus takes `now` in milliseconds, the episode in seconds.
const start = Date.UTC(2026, 2, 10, 14, 0) / 1000;
const episode = { start, end: start + 3600 };

describe('episode status chip', () => {
  it('shows a recording and a live episode as their chip types', () => {
    const { rerender } = render(<EpisodeStatus episode={episode} now={(episode.end + 1) * 1000} />);
    expect(screen.getByText('Registrazione')).toHaveClass('chip', 'chip--on-demand');
    rerender(<EpisodeStatus episode={episode} now={(start + 60) * 1000} />);
    expect(screen.getByText('In diretta')).toHaveClass('chip', 'chip--live');
  });

  it('tells the start time of an upcoming episode in a tooltip a keyboard reaches', async () => {
    render(<EpisodeStatus episode={episode} now={(start - 180) * 1000} />);
    const chip = screen.getByText('Inizia tra 3 min 00 s');
    expect(chip).toHaveClass('chip', 'chip--neutral');
    expect(chip).not.toHaveAttribute('title');
    expect(chip).toHaveAccessibleDescription(formatDateTime(start * 1000));

    await userEvent.tab();
    expect(chip).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(formatDateTime(start * 1000));
  });
});
