import Store from 'electron-store';

let store: Store<Record<string, unknown>> | null = null;

/**
 * The one handle on the user settings file (electron-store, `settings.json` under userData).
 * Every part of main that keeps a user setting (the configuration layer under `config`, the
 * download folder under `downloads`) goes through it, so the file has a single owner.
 */
export function userSettingsStore(): Store<Record<string, unknown>> {
  store ??= new Store<Record<string, unknown>>({ name: 'settings' });
  return store;
}
