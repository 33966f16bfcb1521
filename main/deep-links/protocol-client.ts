import { DEEP_LINK_SCHEME } from '#common/routing/deep-link.ts';
import type { Logger } from '../logging/logger.ts';
import type { DeepLinkInbox } from './deep-link-inbox.ts';

/** The parts of Electron's app that register the scheme and deliver links on macOS. */
export interface DeepLinkApp {
  readonly isPackaged: boolean;
  setAsDefaultProtocolClient(protocol: string): boolean;
  on(
    event: 'open-url',
    listener: (event: { preventDefault(): void }, url: string) => void,
  ): unknown;
}

/**
 * Makes the app the handler of tech-journey:// links and listens for them on macOS (open-url,
 * which may fire before the app is ready, so this runs at start-up). Installed builds only: the
 * installers declare the scheme too (electron-builder `protocols`, the NSIS script for every user
 * of a lab PC), and a run from source would leave the OS pointing at a bare Electron binary.
 * Windows and Linux hand links over on the command line instead (single-instance.ts).
 */
export function registerDeepLinks(
  app: DeepLinkApp,
  deps: { inbox: DeepLinkInbox; bringToFront: () => void; logger: Logger },
): void {
  app.on('open-url', (event, url) => {
    event.preventDefault();
    if (deps.inbox.receive(url)) deps.bringToFront();
  });
  if (!app.isPackaged) return;
  if (!app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME)) {
    deps.logger.warn(`The ${DEEP_LINK_SCHEME}:// scheme could not be registered.`);
  }
}
