/** Business constants shared by every part (spec 01 §9, spec 02 §9). */

/** At start, an access token with fewer seconds than this left is refreshed first. */
export const REFRESH_THRESHOLD_SECONDS = 600;

/** Levels with this order_num are hidden from every list. */
export const HIDDEN_LEVEL_ORDER_NUM = 20;

/** Logout overlay delay before the session is actually cleared. */
export const LOGOUT_DELAY_MS = 500;

export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX_VISIBLE = 20;

/** Header that tells the server a sign-in or refresh comes from the desktop main process. */
export const CLIENT_KIND_HEADER = 'x-tj-client';
export const DESKTOP_CLIENT_KIND = 'desktop';

/** The shared login cookie that carries the refresh token in a browser. */
export const SESSION_COOKIE_NAME = 'hg_tj_session';

/**
 * Its script-readable companion, set and cleared with it and carrying no secret: a page cannot
 * see the httpOnly cookie, and asks for a refresh only when this says a session may exist.
 */
export const SESSION_HINT_COOKIE_NAME = 'hg_tj_session_hint';
export const SESSION_HINT_COOKIE_VALUE = '1';

/** Where the server publishes the renderer's runtime configuration (web builds). */
export const APP_CONFIG_PATH = '/app-config.json';

/**
 * Origin of the renderer in packaged desktop builds (the privileged app:// protocol). The server
 * allows it cross-origin, and main accepts IPC and navigation only from it.
 */
export const DESKTOP_APP_ORIGIN = 'app://tech-journey';
