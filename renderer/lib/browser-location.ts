/**
 * The few browser actions that leave the single-page app: full page loads, reloads and new
 * windows. Behind one object so tests can observe them instead of reloading jsdom.
 */
export interface BrowserLocation {
  /** A full page load of `url` (external redirects, chunk and version reloads). */
  assign(url: string): void;
  reload(): void;
  /** Opens `url` outside the app: a new tab, or the system browser in the desktop app. */
  openExternal(url: string): void;
}

export const windowLocation: BrowserLocation = {
  assign: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
  // noopener: the events platform must not get a handle on this window.
  openExternal: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
};
