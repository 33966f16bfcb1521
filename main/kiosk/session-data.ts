/** The parts of an Electron session whose data is cleared. */
export interface ClearableSession {
  clearStorageData(options?: { storages?: string[] }): Promise<void>;
  clearCache(): Promise<void>;
  clearAuthCache(): Promise<void>;
}

/** Removes the cookies of the session (the shared login cookie among them) at sign-out. */
export async function clearLoginCookies(session: ClearableSession): Promise<void> {
  await session.clearStorageData({ storages: ['cookies'] });
}

/**
 * Kiosk: removes everything a user leaves in the browser session (cookies, local and session
 * storage, IndexedDB, cache storage, service workers, HTTP cache, HTTP auth), so the next person
 * at the machine finds nothing of them.
 */
export async function clearAllSessionData(session: ClearableSession): Promise<void> {
  await session.clearStorageData();
  await session.clearCache();
  await session.clearAuthCache();
}
