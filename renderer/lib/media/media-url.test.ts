import { describe, expect, it } from 'vitest';
import { mediaUrlOf } from './media-url.ts';

describe('media url', () => {
  it('uses the API origin for the desktop app', () => {
    expect(
      mediaUrlOf('/media/a.webm', 'http://127.0.0.1:8787/api/tj', 'app://renderer/index.html'),
    ).toBe('http://127.0.0.1:8787/media/a.webm');
  });

  it('resolves a relative API base against the page in a browser', () => {
    expect(mediaUrlOf('/media/a.webm', '/api/tj', 'https://tj.example.ch/module-detail/x')).toBe(
      'https://tj.example.ch/media/a.webm',
    );
  });

  it('keeps an absolute media address', () => {
    expect(mediaUrlOf('https://cdn.example.ch/a.webm', '/api/tj', 'https://tj.example.ch/')).toBe(
      'https://cdn.example.ch/a.webm',
    );
  });
});
