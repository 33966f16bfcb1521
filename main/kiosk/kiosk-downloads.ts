import type { DownloadPlatform } from '../downloads/downloads-service.ts';
import type { Logger } from '../logging/logger.ts';

/** What the renderer shows when a kiosk refuses to hand a file to another program. */
export const KIOSK_OPEN_REFUSED = 'non disponibile in modalità kiosk';

/**
 * The downloads' OS side on a kiosk. Every door out of the app is shut: no folder or save dialog
 * (a native file dialog browses, and on some systems launches, anything on the machine), no
 * program opened on a file, no file manager; and the user's folder choice is never written to the
 * settings file, where the next person would find it. Files go to the OS downloads folder and
 * are deleted at sign-out and quit (removeFilesOnClear).
 */
export function kioskDownloadPlatform(
  platform: DownloadPlatform,
  logger: Logger,
): DownloadPlatform {
  return {
    store: { read: () => undefined, write: () => undefined },
    dialogs: {
      chooseFolder: async () => null,
      chooseSavePath: async () => null,
    },
    shell: {
      openPath: async () => {
        logger.warn('Kiosk: refused to open a downloaded file with another program.');
        return KIOSK_OPEN_REFUSED;
      },
      showItemInFolder: () => {
        logger.warn('Kiosk: refused to show a downloaded file in the file manager.');
      },
    },
    defaultFolder: () => platform.defaultFolder(),
  };
}
