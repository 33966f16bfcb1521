import { describe, expect, it } from 'vitest';
import { commandLineLayer } from './command-line.ts';

describe('commandLineLayer', () => {
  it('reads our flags and skips everything else', () => {
    expect(
      commandLineLayer([
        '/opt/Tech Journey/tech-journey',
        '.',
        '--no-sandbox-is-not-ours',
        '--server-url=https://tj.school.ch',
        '--api-base-url=https://api.school.ch/api/tj',
        '--environment=production',
        '--kiosk',
        '--lang=it-CH',
      ]),
    ).toEqual({
      serverUrl: 'https://tj.school.ch',
      apiBaseUrl: 'https://api.school.ch/api/tj',
      environment: 'production',
      kiosk: true,
    });
  });

  it('is empty without flags of ours', () => {
    expect(commandLineLayer(['electron', '.', '--inspect=9229'])).toEqual({});
  });

  it('keeps an "=" inside the value', () => {
    expect(commandLineLayer(['--server-url=https://tj.school.ch/?a=b'])).toEqual({
      serverUrl: 'https://tj.school.ch/?a=b',
    });
  });
});
