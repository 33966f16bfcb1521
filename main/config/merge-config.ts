import { appConfigSchema, serviceUrlsFor, type AppConfig } from '../../common/config/app-config.ts';
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
export function defaultAppConfig(options: { serverUrl: string; isPackaged: boolean }): AppConfig {
  return {
    ...serviceUrlsFor(options.serverUrl),
    eventsUrl: '',
    environment: options.isPackaged ? 'production' : 'development',
    cookieDomain: '',
    sentryDsn: '',
    kiosk: false,
  };
}

/**
 * defaults < machine-wide file < user settings < command line. Two rules on top of the order:
 * a machine-wide `kiosk: true` cannot be turned off (the administrator fixed it), and a cookie
 * domain nobody set follows the API's host, so monitoring decides on the server actually used.
 */
export function mergeConfigLayers(layers: ConfigLayers): AppConfig {
  const merged: AppConfig = {
    ...layers.defaults,
    ...layers.machine,
    ...layers.user,
    ...layers.commandLine,
  };
  if (layers.machine?.kiosk === true) merged.kiosk = true;
  const cookieDomainSet = [layers.machine, layers.user, layers.commandLine].some(
    (layer) => layer?.cookieDomain !== undefined,
  );
  if (!cookieDomainSet) merged.cookieDomain = hostnameOf(merged.apiBaseUrl);
  return appConfigSchema.parse(merged);
}

function hostnameOf(url: string): string {
  return URL.canParse(url) ? new URL(url).hostname : '';
}
