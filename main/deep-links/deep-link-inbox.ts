import { deepLinkInArgv, parseDeepLink } from '#common/routing/deep-link.ts';
import type { Logger } from '../logging/logger.ts';

/**
 * Where tech-journey:// links arrive (macOS open-url, a second instance's command line, the
 * first instance's own). A valid link waits here until the page takes it: the page may not be
 * loaded yet when the OS hands the link over, and a link taken once is gone, so a reload does
 * not open it again. Only the newest link is kept.
 */
export interface DeepLinkInbox {
  /** Validates a link; true when it was accepted. Invalid links are logged (reason only). */
  receive(raw: unknown): boolean;
  /** Validates the link among command-line arguments, when there is one. */
  receiveFromArgv(argv: readonly string[]): boolean;
  /** The waiting route path, handed out once. */
  takePending(): string | null;
  /** Called after each accepted link (main tells the page to come and take it). */
  onReceived(listener: () => void): void;
  /**
   * Lets a service take the links that are not routes but answers to it (the school sign-in's
   * tech-journey://school-sign-in): the taker answers true for a link it took.
   */
  intercept(taker: (raw: unknown) => boolean): void;
}

export function createDeepLinkInbox(logger: Logger): DeepLinkInbox {
  let pending: string | null = null;
  const listeners: Array<() => void> = [];
  const takers: Array<(raw: unknown) => boolean> = [];
  const receive = (raw: unknown): boolean => {
    if (takers.some((take) => take(raw))) return true;
    const result = parseDeepLink(raw);
    if (!result.ok) {
      // Never the link itself: its query could carry anything.
      logger.warn(`Deep link ignored: ${result.reason}.`);
      return false;
    }
    // The pattern, not the path: ids of the link stay out of the log.
    logger.info(`Deep link received for ${result.pattern}.`);
    pending = result.path;
    for (const listener of listeners) listener();
    return true;
  };
  return {
    receive,
    receiveFromArgv(argv) {
      const link = deepLinkInArgv(argv);
      return link === null ? false : receive(link);
    },
    takePending() {
      const path = pending;
      pending = null;
      return path;
    },
    onReceived(listener) {
      listeners.push(listener);
    },
    intercept(taker) {
      takers.push(taker);
    },
  };
}
