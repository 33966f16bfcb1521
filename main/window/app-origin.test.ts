import { describe, expect, it } from 'vitest';
import { APP_ORIGIN, originOf, rendererLocation } from './app-origin.ts';

describe('originOf', () => {
  it.each([
    ['app://tech-journey/map?x=1', 'app://tech-journey'],
    ['http://localhost:5173/sign-in', 'http://localhost:5173'],
    ['https://tj.example.ch:443/a', 'https://tj.example.ch'],
    ['HTTPS://TJ.Example.CH/', 'https://tj.example.ch'],
    ['file:///etc/passwd', null],
    ['data:text/html,hi', null],
    ['about:blank', null],
    ['javascript:alert(1)', null],
    ['https://user:pw@tj.example.ch/', null],
    ['not a url', null],
  ])('%s → %s', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });
});

describe('rendererLocation', () => {
  it('uses the custom protocol in packaged builds, whatever the environment says', () => {
    expect(rendererLocation({ isPackaged: true, devServerUrl: 'http://localhost:5173/' })).toEqual({
      entryUrl: 'app://tech-journey/',
      origin: APP_ORIGIN,
    });
  });

  it('uses the loopback dev server in development', () => {
    expect(rendererLocation({ isPackaged: false, devServerUrl: 'http://localhost:5173/' })).toEqual(
      {
        entryUrl: 'http://localhost:5173/',
        origin: 'http://localhost:5173',
      },
    );
  });

  it.each(['https://evil.example/', 'http://192.168.1.10:5173/', 'file:///tmp/index.html'])(
    'ignores a dev server URL that is not loopback http: %s',
    (devServerUrl) => {
      expect(rendererLocation({ isPackaged: false, devServerUrl }).origin).toBe(APP_ORIGIN);
    },
  );
});
