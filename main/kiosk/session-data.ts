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

/** The part of an Electron session that starts Chromium's own downloads. */
export interface DownloadingSession {
  on(event: 'will-download', listener: (event: { preventDefault(): void }) => void): unknown;
}

/**
 * Kiosk: Chromium's own downloads (a link with `download`, a file the server sends as an
 * attachment) are cancelled. They would open a native save dialog (a way into the file system)
 * and leave files main does not know of, so nothing would remove them at sign-out; the app's
 * downloads go through main's download manager instead.
 */
export function refuseBrowserDownloads(
  session: DownloadingSession,
  logger: { warn(m: string): void },
) {
  session.on('will-download', (event) => {
    event.preventDefault();
    logger.warn('Kiosk: refused a download started by the page itself.');
  });
}
