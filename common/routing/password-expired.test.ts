import { describe, expect, it } from 'vitest';
import type { Role } from '../auth/roles.ts';
import { passwordModalState, passwordRefusalRedirect } from './password-expired.ts';

describe('password-expired modal rule', () => {
  it.each([
    // role, path, visible, actionsEnabled
    ['student', '/', true, false],
    ['student', '/map', true, false],
    ['student', '/profile', true, false],
    ['student', '/profile/settings', true, true],
    ['student', '/Profile/Settings/', true, true],
    ['student', '/settings', false, false],
    ['student', '/welcome', false, false],
    ['visitor', '/profile/settings', true, true],
    ['sorintian', '/profile/settings', true, true],
    ['professor', '/profile', true, true],
    ['professor', '/profile/settings', true, false],
    ['professor', '/report', true, false],
    ['professor', '/settings', false, false],
  ] as const)('%s on %s: visible %s, enabled %s', (role, path, visible, enabled) => {
    const state = passwordModalState({ role: role as Role, path, passwordExpired: true });
    expect(state.visible).toBe(visible);
    expect(state.actionsEnabled).toBe(enabled);
  });

  it('never shows when the password is current', () => {
    expect(passwordModalState({ role: 'student', path: '/', passwordExpired: false }).visible).toBe(
      false,
    );
  });

  it('names the page where the buttons work', () => {
    expect(
      passwordModalState({ role: 'professor', path: '/', passwordExpired: true }).unlockPath,
    ).toBe('/profile');
    expect(
      passwordModalState({ role: 'student', path: '/', passwordExpired: true }).unlockPath,
    ).toBe('/profile/settings');
  });
});

describe('where a call refused for an expired password takes the user', () => {
  it.each([
    // role, path on screen, target
    ['student', '/', '/profile/settings'],
    ['student', '/map?level=2', '/profile/settings'],
    ['student', '/profile', '/profile/settings'],
    ['sorintian', '/', '/profile/settings'],
    ['professor', '/classrooms', '/profile'],
    ['professor', '/profile/settings', null],
    ['professor', '/profile', null],
    ['student', '/Profile/Settings/', null],
    ['student', '/settings', null],
  ] as const)('%s on %s: %s', (role, path, target) => {
    expect(passwordRefusalRedirect({ role: role as Role, path })).toBe(target);
  });
});
