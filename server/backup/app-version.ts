import { readFileSync } from 'node:fs';

/** The version in package.json: what a backup records as the release that wrote it. */
export function currentAppVersion(): string {
  const url = new URL('../../package.json', import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { version: string }).version;
}
