import { vi } from 'vitest';
import type { DownloadPlatform } from '../downloads/downloads-service.ts';

/** A download platform over `folder`: settings in memory, dialogs that cancel, a spy shell. */
export function fakeDownloadPlatform(folder: string): DownloadPlatform {
  let stored: unknown = undefined;
  return {
    store: { read: () => stored, write: (value) => (stored = value) },
    dialogs: { chooseFolder: vi.fn(async () => null), chooseSavePath: vi.fn(async () => null) },
    shell: { openPath: vi.fn(async () => ''), showItemInFolder: vi.fn() },
    defaultFolder: () => folder,
  };
}
