import { useCallback, useEffect, useState } from 'react';
import type { DownloadFolderSetting } from '#common/ipc/downloads.ts';
import { getDesktopBridge } from '../bridge/desktop-global.ts';
import { useServices } from '../services/services-context.tsx';

/**
 * The download folder setting of the desktop app, for a settings panel: the folder in use (the
 * OS downloads folder until one is chosen) and "ask every time". `available` is false in a
 * browser, where the browser decides where files go. `setting` is null until main answers;
 * `loadFailed` tells a panel to stop showing it as loading.
 */
export function useDownloadFolder() {
  const { bridge, toasts } = useServices();
  const desktop = bridge.kind === 'desktop' ? getDesktopBridge() : undefined;
  const [setting, setSetting] = useState<DownloadFolderSetting | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    if (!desktop) return;
    let current = true;
    desktop.downloadsGetFolder().then(
      (value) => current && setSetting(value),
      () => current && setLoadFailed(true),
    );
    return () => {
      current = false;
    };
  }, [desktop]);

  const failed = useCallback(
    () => toasts.show('error', 'Impossibile modificare la cartella dei download.'),
    [toasts],
  );
  const chooseFolder = useCallback(async () => {
    if (desktop) await desktop.downloadsChooseFolder().then(setSetting, failed);
  }, [desktop, failed]);
  const setAskEveryTime = useCallback(
    async (askEveryTime: boolean) => {
      if (desktop) await desktop.downloadsSetAskEveryTime(askEveryTime).then(setSetting, failed);
    },
    [desktop, failed],
  );
  return { available: desktop !== undefined, setting, loadFailed, chooseFolder, setAskEveryTime };
}
