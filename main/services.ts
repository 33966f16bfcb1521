import type { AppConfig } from '#common/config/app-config.ts';
import { createAuthService, type AuthService } from './auth/auth-service.ts';
import type { FetchLike } from './auth/auth-api.ts';
import {
  createDownloadsService,
  type DownloadPlatform,
  type DownloadsLifecycle,
  type DownloadsService,
} from './downloads/downloads-service.ts';
import { createDeepLinkInbox, type DeepLinkInbox } from './deep-links/deep-link-inbox.ts';
import { createSchoolSignInService } from './auth/school-sign-in-service.ts';
import type { EmitMainEvent } from './events/main-events.ts';
import { kioskDownloadPlatform } from './kiosk/kiosk-downloads.ts';
import type { MainServices } from './ipc/ipc-handlers.ts';
import type { Logger } from './logging/logger.ts';
import type { TokenVault } from './vault/token-vault.ts';

export interface MainServiceDeps {
  config: AppConfig;
  vault: TokenVault;
  fetch: FetchLike;
  clearSessionCookies: () => Promise<void>;
  emit: EmitMainEvent;
  logger: Logger;
  /** The OS side of downloads (Electron's dialog, shell and settings file; temp folders in e2e). */
  downloadPlatform: DownloadPlatform;
  /**
   * Called once a session has ended (sign-out, or main ended it) and its downloads are cleared:
   * a kiosk replaces its window there (kiosk/fresh-window.ts).
   */
  onSessionEnded?: () => void;
  /** Where tech-journey:// links wait for the page; a fresh, empty one unless given. */
  deepLinks?: DeepLinkInbox;
  /**
   * Opens an address in the system browser (Electron's shell.openExternal): the school sign-in
   * starts there. Without it (tests that do not need it) that sign-in answers unavailable.
   */
  openExternal?: (url: string) => Promise<void>;
  now?: () => number;
}

/**
 * The services behind the IPC handlers, built the same way by the app and by the end-to-end
 * tests (which pass a MemoryVault, Node's fetch and their own event sink).
 */
export function createMainServices(deps: MainServiceDeps): MainServices & {
  auth: AuthService;
  downloads: DownloadsService & DownloadsLifecycle;
} {
  // Downloads belong to the signed-in user: on a shared lab PC they must not outlive the session,
  // whether the user signs out or the session ends on a refused refresh.
  // The renderer's list (settings page) needs no word of it: the page is left at sign-out, and
  // main's list it reloads from is empty afterwards.
  const clearDownloads = () =>
    downloads.clear().catch(() => deps.logger.warn('Sign-out: downloads could not be cleared.'));
  // Main ended the session itself (a refused refresh): the auth service cleared the vault; the
  // browser session's data (cookies; on a kiosk every storage and cache) and the downloads go
  // too, as at a sign-out.
  const endSession = async () => {
    await deps
      .clearSessionCookies()
      .catch(() => deps.logger.warn('Session end: the session data could not be cleared.'));
    await clearDownloads();
    deps.onSessionEnded?.();
  };
  const emit: EmitMainEvent = (channel, payload) => {
    if (channel === 'auth:signed-out') void endSession();
    deps.emit(channel, payload);
  };
  const authService = createAuthService({
    fetch: deps.fetch,
    vault: deps.vault,
    now: deps.now ?? Date.now,
    apiBaseUrl: () => deps.config.apiBaseUrl,
    clearSessionCookies: deps.clearSessionCookies,
    emit,
    logger: deps.logger,
  });
  const downloads = createDownloadsService({
    fetch: deps.fetch,
    auth: authService,
    config: () => deps.config,
    emit: (state) => deps.emit('downloads:progress', state),
    logger: deps.logger,
    platform: deps.config.kiosk
      ? kioskDownloadPlatform(deps.downloadPlatform, deps.logger)
      : deps.downloadPlatform,
    removeFilesOnClear: deps.config.kiosk,
  });
  const auth: AuthService = {
    ...authService,
    async signOut() {
      await clearDownloads();
      await authService.signOut();
      deps.onSessionEnded?.();
    },
  };
  const deepLinks = deps.deepLinks ?? createDeepLinkInbox(deps.logger);
  const schoolSignIn = createSchoolSignInService({
    openExternal: deps.openExternal ?? (() => Promise.reject(new Error('no system browser'))),
    apiBaseUrl: () => deps.config.apiBaseUrl,
    redeem: (code, codeVerifier) => authService.redeemSsoCode(code, codeVerifier),
    logger: deps.logger,
  });
  // The school sign-in's answer is not a route: it never waits in the inbox for the page.
  deepLinks.intercept((raw) => schoolSignIn.receiveLink(raw));
  return {
    auth,
    schoolSignIn,
    config: { get: () => deps.config },
    downloads: { ...downloads, clear: clearDownloads },
    deepLinks,
  };
}
