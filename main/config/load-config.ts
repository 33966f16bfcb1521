import type { AppConfig } from '#common/config/app-config.ts';
import type { Logger } from '../logging/logger.ts';
import { commandLineLayer } from './command-line.ts';
import { parseConfigLayer, serviceUrl } from './config-layer.ts';
import { machineConfigPath } from './machine-config-path.ts';
import { defaultAppConfig, DEFAULT_SERVER_URL, mergeConfigLayers } from './merge-config.ts';

export interface LoadConfigDeps {
  platform: string;
  env: Record<string, string | undefined>;
  argv: readonly string[];
  /** The file's text, or null when it does not exist; throws when it cannot be read. */
  readTextFile: (path: string) => string | null;
  /** The `config` entry of the user settings (electron-store); may throw on a corrupt store. */
  readUserSettings: () => unknown;
  logger: Logger;
}

/** Reads every layer and merges them. Never throws: a broken layer is logged and skipped. */
export function loadAppConfig(deps: LoadConfigDeps): AppConfig {
  const { logger } = deps;
  return mergeConfigLayers({
    defaults: defaultAppConfig({ serverUrl: defaultServerUrl(deps) }),
    machine: readMachineLayer(deps),
    user: readUserLayer(deps),
    commandLine: parseConfigLayer('the command line', commandLineLayer(deps.argv), logger),
  });
}

// HG_SERVER_URL (set by `npm start`) points a development run at the server it started.
function defaultServerUrl({ env, logger }: LoadConfigDeps): string {
  const fromEnv = env.HG_SERVER_URL;
  if (!fromEnv) return DEFAULT_SERVER_URL;
  const parsed = serviceUrl.safeParse(fromEnv);
  if (parsed.success) return parsed.data;
  logger.warn('HG_SERVER_URL ignored: it must be https, or http on this machine.');
  return DEFAULT_SERVER_URL;
}

function readMachineLayer(deps: LoadConfigDeps) {
  const path = machineConfigPath(deps.platform, deps.env);
  let text: string | null;
  try {
    text = deps.readTextFile(path);
  } catch {
    deps.logger.warn(`Configuration from ${path} ignored: the file cannot be read.`);
    return null;
  }
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    deps.logger.warn(`Configuration from ${path} ignored: it is not valid JSON.`);
    return null;
  }
  return parseConfigLayer(path, raw, deps.logger);
}

function readUserLayer(deps: LoadConfigDeps) {
  let raw: unknown;
  try {
    raw = deps.readUserSettings();
  } catch {
    deps.logger.warn('Configuration from the user settings ignored: the store cannot be read.');
    return null;
  }
  return parseConfigLayer('the user settings', raw ?? {}, deps.logger);
}
