import { join, win32 } from 'node:path';

/**
 * Where a lab administrator puts the machine-wide configuration: a place ordinary users cannot
 * write, so what it fixes (kiosk mode, the school's server) stays fixed.
 */
export function machineConfigPath(
  platform: string,
  env: Record<string, string | undefined>,
): string {
  if (platform === 'win32') {
    return win32.join(env.ProgramData ?? 'C:\\ProgramData', 'TechJourney', 'config.json');
  }
  if (platform === 'darwin') {
    return join('/Library', 'Application Support', 'TechJourney', 'config.json');
  }
  return '/etc/tech-journey/config.json';
}
