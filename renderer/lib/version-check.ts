import { z } from 'zod';

/** Spec 01 §9: the latest-build descriptor is fetched every hour. */
export const VERSION_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** The id of the running build, stamped in by renderer/vite.config.ts ('dev' when unbuilt). */
export const RUNNING_BUILD_ID: string = import.meta.env.TJ_BUILD_ID ?? 'dev';

const buildDescriptorSchema = z.object({ id: z.string().min(1) });

export interface VersionCheck {
  /** A newer build was published; the next navigation should reload the page. */
  isOutdated(): boolean;
  /** Fetches the descriptor once now (also what the hourly timer calls). */
  checkNow(): Promise<void>;
  stop(): void;
}

/**
 * Polls /version.json?t=<timestamp> (the timestamp defeats caches) and flags the app outdated
 * when the published id differs from the running one. Failures are ignored: a missed check is
 * retried an hour later and must never disturb the user. The guard loader reloads the page at
 * the target of the next navigation once the app is outdated (app/guard-loader.ts).
 *
 * The URL is relative on purpose: in a browser it is the platform server's build (served with
 * no-store, server/http/web-ui.ts); on desktop it is app://tech-journey/version.json, the build
 * the app's protocol serves from disk (main/window/app-protocol.ts), so a new build under
 * either reloads the renderer the same way.
 */
export function startVersionCheck(options: {
  runningId?: string;
  fetchDescriptor?: (url: string) => Promise<unknown>;
  intervalMs?: number;
}): VersionCheck {
  const runningId = options.runningId ?? RUNNING_BUILD_ID;
  const fetchDescriptor = options.fetchDescriptor ?? fetchJson;
  let outdated = false;

  const checkNow = async () => {
    if (runningId === 'dev') return;
    try {
      const parsed = buildDescriptorSchema.safeParse(
        await fetchDescriptor(`/version.json?t=${Date.now()}`),
      );
      if (parsed.success && parsed.data.id !== runningId) outdated = true;
    } catch {
      // Offline or between deployments: try again at the next tick.
    }
  };

  const timer = setInterval(() => void checkNow(), options.intervalMs ?? VERSION_CHECK_INTERVAL_MS);
  return { isOutdated: () => outdated, checkNow, stop: () => clearInterval(timer) };
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`version.json answered ${response.status}`);
  return response.json();
}
