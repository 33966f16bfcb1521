import type { QueryClient } from '@tanstack/react-query';
import type { AppConfig } from '#common/config/app-config.ts';
import { passwordRefusalRedirect } from '#common/routing/password-expired.ts';
import type { PlatformBridge } from '../bridge/platform-bridge.ts';
import { windowLocation, type BrowserLocation } from '../browser-location.ts';
import { createAppNavigator, type AppNavigator } from '../app-navigator.ts';
import { createFatalErrorStore, type FatalErrorStore } from '../fatal-error.ts';
import { createServiceClients, type ServiceClients } from '../http/service-clients.ts';
import { createAppQueryClient } from '../query-client.ts';
import { createPreviewMode, type PreviewMode } from '../preview/preview-mode.ts';
import { bindServiceClients } from '../query/bound-clients.ts';
import { createSessionStore, type SessionStore } from '../session-store.ts';
import { rememberSignInTarget } from '../sign-in-target.ts';
import type { VersionCheck } from '../version-check.ts';
import { createToastStore, type ToastStore } from '../toast-store.ts';

/** Everything the app's parts share, created once at start (and once per test). */
export interface AppServices {
  readonly bridge: PlatformBridge;
  readonly config: AppConfig;
  readonly session: SessionStore;
  readonly queryClient: QueryClient;
  readonly http: ServiceClients;
  readonly toasts: ToastStore;
  readonly fatal: FatalErrorStore;
  readonly navigator: AppNavigator;
  readonly browser: BrowserLocation;
  readonly versionCheck: Pick<VersionCheck, 'isOutdated'>;
  /** An author's preview of a pack's draft (renderer/lib/preview). */
  readonly preview: PreviewMode;
  /**
   * Ends the local session after the server or the platform said it is over. The page on screen
   * becomes the sign-in target unless the user chose to leave.
   */
  readonly expireSession: (options?: { rememberPage?: boolean }) => void;
  /**
   * Refreshes the session now (after a password change, so the new claims apply at once);
   * null when the session is over.
   */
  readonly refreshSession: () => Promise<string | null>;
}

export function createAppServices(options: {
  bridge: PlatformBridge;
  config: AppConfig;
  browser?: BrowserLocation;
  versionCheck?: Pick<VersionCheck, 'isOutdated'>;
}): AppServices {
  const { bridge, config } = options;
  const session = createSessionStore(bridge);
  const queryClient = createAppQueryClient();
  const toasts = createToastStore();
  const fatal = createFatalErrorStore();
  const navigator = createAppNavigator();
  // Draft and published answers must never mix in one cache.
  const preview = createPreviewMode(() => queryClient.clear());

  const expireSession = ({ rememberPage = true }: { rememberPage?: boolean } = {}) => {
    const wasSignedIn = session.get().accessToken !== null;
    session.clear();
    // The next user of this window may not be an author: their calls would all be refused.
    preview.leave();
    queryClient.clear();
    const here = navigator.currentPath();
    if (here && !here.startsWith('/sign-in')) {
      // Back to the same page once the user has signed in again.
      if (wasSignedIn && rememberPage) rememberSignInTarget(here);
      void navigator.navigate('/sign-in', { replace: true });
    }
  };

  // A failed refresh leaves the session to expireSession, which also remembers the page. No
  // single flight here: the bridge's refresh already shares one request among callers.
  const refresh = async () => {
    const token = await bridge.refresh();
    if (token) session.setAccessToken(token);
    return token;
  };

  // The server serves an unchanged one-time password little more than the password page
  // (issue 26): whichever call it refused, the user is taken there, once. A refusal that
  // arrives after the change (a call sent with the old token) moves nobody.
  const goChangePassword = () => {
    const { claims } = session.get();
    const here = navigator.currentPath();
    if (!claims?.password_expired || here === null) return;
    const to = passwordRefusalRedirect({ path: here, role: claims.role });
    if (to) void navigator.navigate(to, { replace: true });
  };

  const http = createServiceClients(config, {
    getAccessToken: () => session.get().accessToken,
    refresh,
    onSessionExpired: () => expireSession(),
    onPasswordExpired: goChangePassword,
    onFatal: () => fatal.set(true),
    onError: (message) => toasts.show('error', message),
    previewPack: preview.get,
  });
  // Endpoint queries (renderer/lib/query) call through these clients wherever they are used.
  bindServiceClients(queryClient, http);

  // Main ended the session (kiosk idle time-out, failed refresh, a logout of its own).
  bridge.onSignedOut((reason) => expireSession({ rememberPage: reason !== 'user' }));

  return {
    bridge,
    config,
    session,
    queryClient,
    http,
    toasts,
    fatal,
    navigator,
    browser: options.browser ?? windowLocation,
    versionCheck: options.versionCheck ?? { isOutdated: () => false },
    preview,
    expireSession,
    refreshSession: refresh,
  };
}
