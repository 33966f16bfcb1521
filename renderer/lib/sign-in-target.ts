import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/**
 * Where to go after signing in: the page the user asked for when the auth guard sent them to
 * /sign-in. Only same-app paths are kept, so a crafted value cannot send anyone off-site.
 */
export function rememberSignInTarget(path: string): void {
  if (isSafeTarget(path)) writeStorage('session', STORAGE_KEYS.signInTarget, path);
}

/** The remembered target, forgotten as it is read; '/' when there is none. */
export function takeSignInTarget(): string {
  const target = readStorage('session', STORAGE_KEYS.signInTarget);
  writeStorage('session', STORAGE_KEYS.signInTarget, null);
  return target && isSafeTarget(target) ? target : '/';
}

function isSafeTarget(path: string): boolean {
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.includes('\\') &&
    !/^\/sign-in(?:[/?#]|$)/i.test(path)
  );
}
