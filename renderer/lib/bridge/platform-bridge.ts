import type { AppConfig } from '#common/config/app-config.ts';
import type { SignInArgs, SignInResult } from '#common/ipc/contract.ts';

/** Why a session ended without the user asking for it. */
export type SignedOutReason = 'idle' | 'refresh-failed' | 'user';

/**
 * The seam between the web UI and where it runs (ARCHITECTURE.md "Auth and the token flow").
 * The desktop implementation talks to main over window.desktop, which keeps the refresh token in
 * the OS keychain; the web implementation keeps the access token in memory and the refresh token
 * in the httpOnly session cookie. Everything above this interface is identical in both.
 */
export interface PlatformBridge {
  readonly kind: 'desktop' | 'web';
  /** The runtime configuration: service base URLs, environment, kiosk. */
  getConfig(): Promise<AppConfig>;
  /** Signs in; on failure the result carries the server's Italian message. */
  signIn(credentials: SignInArgs): Promise<SignInResult>;
  /**
   * Signs in with a one-time code that came in through /auth/sso?code=; the session it opens
   * is kept like a sign-in's (desktop: main's vault; web: the session cookie).
   */
  redeemSsoCode(code: string): Promise<SignInResult>;
  /**
   * Desktop only: signs in with the school's account through the system browser, resolving when
   * main got the answer back through the app's own link. A browser follows a plain link instead.
   */
  startSchoolSignIn?(): Promise<SignInResult>;
  /** The current access token, or null when there is no session. */
  getAccessToken(): Promise<string | null>;
  /** A fresh access token after a 401, or null when the session is over. Single flight. */
  refresh(): Promise<string | null>;
  /** Ends the session on the server and forgets every token. Never rejects. */
  signOut(): Promise<void>;
  /** Called when the platform ends the session on its own; returns the unsubscribe function. */
  onSignedOut(listener: (reason: SignedOutReason) => void): () => void;
}
