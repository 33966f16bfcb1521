import { appConfigSchema, serviceUrlsFor, type AppConfig } from '#common/config/app-config.ts';
import type { ConfigLayer } from './config-layer.ts';

/** The platform server the app talks to when nothing else is configured. */
export const DEFAULT_SERVER_URL = 'http://127.0.0.1:8787';

export interface ConfigLayers {
  defaults: AppConfig;
  machine: ConfigLayer | null;
  user: ConfigLayer | null;
  commandLine: ConfigLayer | null;
}

/** The defaults: every service of one server, no monitoring, no kiosk. */
export function defaultAppConfig(options: { serverUrl: string }): AppConfig {
  return {
    ...serviceUrlsFor(options.serverUrl),
    eventsUrl: '',
    // Production unless a layer says otherwise, also when run from source with `npm start`, so
    // the desktop app blocks the same areas as the web UI served by the same server.
    environment: 'production',
    cookieDomain: '',
    sentryDsn: '',
    analyticsUrl: '',
    analyticsSiteId: '',
    previousPlatformUrl: '',
    // The desktop cannot know the school's address: a lab's machine-wide file may set it.
    accessibilityEmail: '',
    kiosk: false,
  };
}

/**
 * What a kiosk administrator fixes: on a shared machine a user who could point the app at
 * another server would collect the next users' passwords there.
 */
const KIOSK_PINNED_KEYS = [
  'apiBaseUrl',
  'liveBaseUrl',
  'reportsBaseUrl',
  'surveysBaseUrl',
  'ltiBaseUrl',
  'chatBaseUrl',
  'eventsUrl',
  'environment',
  'cookieDomain',
  'kiosk',
] as const satisfies ReadonlyArray<keyof AppConfig>;

/**
 * defaults < machine-wide file < user settings < command line. Two rules on top of the order:
 * a machine-wide `kiosk: true` cannot be turned off and pins the server addresses and the
 * environment to what the administrator set (user settings and the command line cannot change
 * them), and a cookie domain nobody set follows the API's host, so monitoring decides on the
 * server actually used.
 */
export function mergeConfigLayers(layers: ConfigLayers): AppConfig {
  const administered: AppConfig = { ...layers.defaults, ...layers.machine };
  const merged: AppConfig = { ...administered, ...layers.user, ...layers.commandLine };
  const kioskFixed = layers.machine?.kiosk === true;
  if (kioskFixed) {
    for (const key of KIOSK_PINNED_KEYS) Object.assign(merged, { [key]: administered[key] });
  }
  const layersThatCount = kioskFixed
    ? [layers.machine]
    : [layers.machine, layers.user, layers.commandLine];
  const cookieDomainSet = layersThatCount.some((layer) => layer?.cookieDomain !== undefined);
  if (!cookieDomainSet) merged.cookieDomain = hostnameOf(merged.apiBaseUrl);
  return appConfigSchema.parse(merged);
}

function hostnameOf(url: string): string {
  return URL.canParse(url) ? new URL(url).hostname : '';
}
