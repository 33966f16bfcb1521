import type { DesktopBridge } from '#common/ipc/contract.ts';
import type { PlatformBridge } from './platform-bridge.ts';

/**
 * The desktop implementation: a thin proxy over window.desktop. Main does the real work (vault,
 * start-up refresh rule, single-flight refresh); the refresh token never crosses the bridge.
 */
export function createDesktopBridge(desktop: DesktopBridge): PlatformBridge {
  return {
    kind: 'desktop',
    getConfig: () => desktop.configGet(),
    signIn: (credentials) => desktop.authSignIn(credentials),
    redeemSsoCode: (code) => desktop.authRedeemSsoCode(code),
    startSchoolSignIn: () => desktop.authStartSchoolSignIn(),
    getAccessToken: () => desktop.authGetAccessToken(),
    // Main's auth service is the single flight: a burst of 401s shares its one refresh.
    refresh: () => desktop.authRefresh(),
    signOut: async () => {
      try {
        await desktop.authSignOut();
      } catch {
        // Main clears the vault before it calls the server; a failure here leaves no session.
      }
    },
    onSignedOut: (listener) => desktop.on('auth:signed-out', (payload) => listener(payload.reason)),
  };
}
