import { useEffect, useMemo, useState } from 'react';
import type { DownloadState } from '#common/ipc/downloads.ts';
import { getDesktopBridge } from '../bridge/desktop-global.ts';
import { useServices } from '../services/services-context.tsx';

/** How many completed downloads a list shows. */
export const RECENT_DOWNLOADS_LIMIT = 5;

/** Puts `next` in place of the download with its id, or after the others when it is new. */
function merge(known: readonly DownloadState[], next: DownloadState): DownloadState[] {
  const index = known.findIndex((state) => state.id === next.id);
  if (index === -1) return [...known, next];
  return known.map((state, at) => (at === index ? next : state));
}

/**
 * The completed downloads of this run of the desktop app, newest first (at most `limit`), kept
 * current by main's progress events, so a list can offer to open each file or show it in its
 * folder by id. Main keeps the paths; the page only ever sees ids and names. Empty in a browser,
 * where `available` is false.
 */
export function useRecentDownloads(limit = RECENT_DOWNLOADS_LIMIT) {
  const { bridge } = useServices();
  const desktop = bridge.kind === 'desktop' ? getDesktopBridge() : undefined;
  const [known, setKnown] = useState<readonly DownloadState[]>([]);
  const [loading, setLoading] = useState(desktop !== undefined);

  useEffect(() => {
    if (!desktop) return;
    let current = true;
    // Listen before asking for the list, so a download ending in between is not lost; the list
    // is merged under what the events already said, because an event is never older than it.
    const unsubscribe = desktop.on('downloads:progress', (state) => {
      if (state.state !== 'progress') setKnown((all) => merge(all, state));
    });
    desktop.downloadsList().then(
      (listed) => {
        if (!current) return;
        setKnown((fromEvents) => {
          let all: DownloadState[] = [];
          for (const state of listed) all = merge(all, state);
          for (const state of fromEvents) all = merge(all, state);
          return all;
        });
        setLoading(false);
      },
      () => current && setLoading(false),
    );
    return () => {
      current = false;
      unsubscribe();
    };
  }, [desktop]);

  const downloads = useMemo(
    () =>
      known
        .filter((state) => state.state === 'completed')
        .reverse()
        .slice(0, limit),
    [known, limit],
  );
  return { available: desktop !== undefined, loading, downloads };
}
