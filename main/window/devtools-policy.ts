import type { AppConfig } from '#common/config/app-config.ts';

export interface DevToolsContext {
  /** Electron's app.isPackaged: true for an installed build, false for `npm start` / dev. */
  isPackaged: boolean;
  environment: AppConfig['environment'];
  kiosk: boolean;
}

/**
 * Whether the main window may open DevTools. They give whoever sits at the machine the whole
 * page (tokens in memory, every request), so an installed build keeps them closed unless its
 * configuration says it is a development install; a kiosk never opens them, whatever it says.
 * Running from source (not packaged) is a developer's machine by definition.
 */
export function devToolsAllowed(context: DevToolsContext): boolean {
  if (context.kiosk) return false;
  return !context.isPackaged || context.environment === 'development';
}
