import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFeature } from '../../../testing/render-feature.tsx';
import { EpisodePlayer } from './episode-player.tsx';

describe('episode player', () => {
  it('plays a recording from the server with its Italian captions on', async () => {
    await renderFeature(
      <EpisodePlayer
        link="terminale.webm"
        title="Il terminale"
        captionsUrl="/media/terminale.vtt"
      />,
      { role: 'student' },
    );
    const video = await screen.findByLabelText('Video: Il terminale');
    expect(video).toHaveAttribute('src', 'http://localhost:3000/media/terminale.webm');
    // A captions track from another origin (the desktop app) loads only in CORS mode.
    expect(video).toHaveAttribute('crossorigin', 'anonymous');
    const track = video.querySelector('track');
    expect(track).not.toBeNull();
    expect(track).toHaveAttribute('src', 'http://localhost:3000/media/terminale.vtt');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('srclang', 'it');
    expect(track).toHaveAttribute('label', 'Italiano');
    expect(track).toHaveAttribute('default');
  });

  it('shows no captions track for an episode without captions', async () => {
    await renderFeature(
      <EpisodePlayer link="terminale.webm" title="Il terminale" captionsUrl={null} />,
      { role: 'student' },
    );
    const video = await screen.findByLabelText('Video: Il terminale');
    expect(video).toHaveAttribute('src', 'http://localhost:3000/media/terminale.webm');
    expect(video.querySelector('track')).toBeNull();
  });
});
