import { describe, expect, it } from 'vitest';
import { activeEntryId } from './active-entry.ts';
import { headerEntries } from './header-entries.ts';

const student = headerEntries({ role: 'student', eventsUrl: 'https://eventi.example.ch/' });
const at = (path: string) => {
  const url = new URL(path, 'http://app.invalid');
  return activeEntryId(student, { pathname: url.pathname, search: url.search });
};

describe('activeEntryId', () => {
  it.each([
    ['/profile?section=certificates', 'certificates'],
    ['/profile?tab=x&section=certificates', 'certificates'],
    ['/profile', 'profile'],
    ['/profile/', 'profile'],
    ['/profile?section=badges', 'profile'],
    ['/', 'home'],
    ['/courses', 'courses'],
    ['/settings', 'settings'],
  ])('lights one entry on %s: %s', (path, id) => {
    expect(at(path)).toBe(id);
  });

  it.each(['/profile/settings', '/levels', '/map'])('lights none on %s', (path) => {
    expect(at(path)).toBeNull();
  });
});
