import type { Role } from '../auth/roles.ts';

/** The deployment environment of the running app (AppConfig.environment). */
export type AppEnvironment = 'development' | 'production';

/** The journey unlock status as far as the client knows it (spec 01 §3 "Unlock status"). */
export type UnlockStatus = 'ok' | 'locked' | 'unknown';

/** A redirect a route rule may carry (spec 01 §2 point 6). External ones do a full page load. */
export interface RouteRedirect {
  readonly to: string;
  readonly external?: boolean;
}

/** What a route declares about itself in the route table. */
export interface RouteFlags {
  /** The route opts out of authentication (spec 01 §2 point 1). */
  readonly public?: boolean;
  /** The single sign-on entry: navigations that leave it skip the authentication check. */
  readonly ssoEntry?: boolean;
  /** Extra named guard rules; every name must be known (see ROUTE_MIDDLEWARE_NAMES). */
  readonly middleware?: readonly string[];
  /** A redirect carried by the route rule itself. */
  readonly redirect?: RouteRedirect;
}

/** Everything the guards need to decide one navigation; no DOM, no storage, no clock. */
export interface NavigationInput {
  /** The target path (pathname, optionally with query and hash). */
  readonly path: string;
  readonly role: Role | null;
  readonly hasSession: boolean;
  readonly unlockStatus: UnlockStatus;
  /** The claims say password_expired: the password page stays reachable whatever else holds. */
  readonly passwordExpired?: boolean;
  readonly environment: AppEnvironment;
  readonly routeFlags: RouteFlags;
  /** The navigation leaves a route flagged `ssoEntry`. */
  readonly fromSsoEntry?: boolean;
}

/** Why a redirect happened; the renderer uses it to remember the sign-in target. */
export type RedirectReason =
  'route-rule' | 'auth' | 'assessment' | 'unlock' | 'welcome-done' | 'role' | 'password';

export type NavigationDecision =
  | { readonly kind: 'allow' }
  | {
      readonly kind: 'redirect';
      readonly to: string;
      readonly external: boolean;
      readonly reason: RedirectReason;
    };
