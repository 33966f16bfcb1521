import type { AppConfig } from '#common/config/app-config.ts';
import type { Logger } from '../logging/logger.ts';
import { commandLineLayer } from './command-line.ts';
import { parseConfigLayer, serviceUrl } from './config-layer.ts';
import { machineConfigPath } from './machine-config-path.ts';
import { NO_UPDATES, parseUpdateSettings, type UpdateSettings } from './update-settings.ts';
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

/** What main runs with: the renderer's configuration and main's own update settings. */
export interface DesktopConfig {
  app: AppConfig;
  /** From the machine-wide file only (update-settings.ts). */
  updates: UpdateSettings;
}

/** Reads every layer and merges them. Never throws: a broken layer is logged and skipped. */
export function loadDesktopConfig(deps: LoadConfigDeps): DesktopConfig {
  const { logger } = deps;
  const machine = readMachineFile(deps);
  const app = mergeConfigLayers({
    defaults: defaultAppConfig({ serverUrl: defaultServerUrl(deps) }),
    machine: machine.layer,
    user: readUserLayer(deps),
    commandLine: parseConfigLayer('the command line', commandLineLayer(deps.argv), logger),
  });
  return { app, updates: machine.updates };
}

/** The renderer's configuration alone (loadDesktopConfig). */
export function loadAppConfig(deps: LoadConfigDeps): AppConfig {
  return loadDesktopConfig(deps).app;
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

function readMachineFile(deps: LoadConfigDeps) {
  const path = machineConfigPath(deps.platform, deps.env);
  const none = { layer: null, updates: NO_UPDATES };
  let text: string | null;
  try {
    text = deps.readTextFile(path);
  } catch {
    deps.logger.warn(`Configuration from ${path} ignored: the file cannot be read.`);
    return none;
  }
  if (text === null) return none;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    deps.logger.warn(`Configuration from ${path} ignored: it is not valid JSON.`);
    return none;
  }
  // `updates` is the machine file's own key; the rest is a layer like any other.
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw) && 'updates' in raw) {
    const { updates, ...layer } = raw as Record<string, unknown>;
    return {
      layer: parseConfigLayer(path, layer, deps.logger),
      updates: parseUpdateSettings(path, updates, deps.logger),
    };
  }
  return { layer: parseConfigLayer(path, raw, deps.logger), updates: NO_UPDATES };
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
