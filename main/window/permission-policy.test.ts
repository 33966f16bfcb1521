import { describe, expect, it } from 'vitest';
import { isPermissionGranted } from './permission-policy.ts';

const APP = 'app://tech-journey';

describe('isPermissionGranted', () => {
  it.each([
    'media',
    'geolocation',
    'notifications',
    'openExternal',
    'hid',
    'serial',
    'clipboard-read',
  ])('denies %s even to our own page', (permission) => {
    expect(isPermissionGranted(permission, `${APP}/map`, APP)).toBe(false);
  });

  it('grants full screen to our own page only', () => {
    expect(isPermissionGranted('fullscreen', `${APP}/video/1`, APP)).toBe(true);
    expect(isPermissionGranted('fullscreen', 'https://evil.example/', APP)).toBe(false);
  });
});
