import { userSettingsStore } from './settings-store.ts';

/**
 * The user settings file (electron-store, `settings.json` under userData). The configuration
 * layer lives under its `config` key, so later settings (a download folder) can sit beside it
 * without making the layer invalid.
 */
export function readUserConfigSettings(): unknown {
  return userSettingsStore().get('config');
}
