import { mkdir } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join } from 'node:path';
import { z } from 'zod';
import type { DownloadFolderSetting } from '#common/ipc/downloads.ts';
import { sanitiseFileName } from './file-name.ts';

/** What is stored in the user settings under the downloads key. */
const storedSettingSchema = z.object({
  askEveryTime: z.boolean().default(false),
  folder: z.string().refine(isAbsolute).nullable().default(null),
});

/** The user settings file, read and written through the Electron facade (or a map in tests). */
export interface DownloadSettingsStore {
  read(): unknown;
  write(value: { askEveryTime: boolean; folder: string | null }): void;
}

/** The OS dialogs the folder setting needs (Electron's dialog module in the app). */
export interface DownloadDialogs {
  /** A folder picked by the user, or null when they cancelled. */
  chooseFolder(defaultFolder: string): Promise<string | null>;
  /** A full path to save one file at, or null when they cancelled. */
  chooseSavePath(defaultPath: string): Promise<string | null>;
}

export interface DownloadFolderDeps {
  store: DownloadSettingsStore;
  dialogs: DownloadDialogs;
  /** The OS downloads folder: the default until the user picks one. */
  defaultFolder: () => string;
}

/** Where one download goes; `fileName` is set when the user typed it in a save dialog. */
export type DownloadTarget = { folder: string; fileName: string | null } | null;

export function createDownloadFolder(deps: DownloadFolderDeps) {
  const readStored = () => {
    const parsed = storedSettingSchema.safeParse(deps.store.read() ?? {});
    // A broken or hand-edited setting falls back to the default instead of failing downloads.
    return parsed.success ? parsed.data : { askEveryTime: false, folder: null };
  };
  const get = (): DownloadFolderSetting => {
    const stored = readStored();
    return { askEveryTime: stored.askEveryTime, folder: stored.folder ?? deps.defaultFolder() };
  };

  return {
    get,

    /** Opens the folder dialog; the chosen folder becomes the default and ends "ask every time". */
    async choose(): Promise<DownloadFolderSetting> {
      const chosen = await deps.dialogs.chooseFolder(get().folder);
      if (chosen && isAbsolute(chosen)) deps.store.write({ askEveryTime: false, folder: chosen });
      return get();
    },

    setAskEveryTime(askEveryTime: boolean): DownloadFolderSetting {
      deps.store.write({ ...readStored(), askEveryTime });
      return get();
    },

    /**
     * The folder (created if missing) for a download suggested as `suggestedName`; null when the
     * user cancelled the save dialog.
     */
    async targetFor(suggestedName: string): Promise<DownloadTarget> {
      const setting = get();
      if (!setting.askEveryTime) {
        await mkdir(setting.folder, { recursive: true });
        return { folder: setting.folder, fileName: null };
      }
      const chosen = await deps.dialogs.chooseSavePath(
        join(setting.folder, sanitiseFileName(suggestedName)),
      );
      if (!chosen || !isAbsolute(chosen)) return null;
      return { folder: dirname(chosen), fileName: sanitiseFileName(basename(chosen)) };
    },
  };
}

export type DownloadFolder = ReturnType<typeof createDownloadFolder>;
