import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { paths, type PathKey } from '../../common/routing/paths.ts';

/** One route of the renderer's table, as a pattern links and addresses can be matched against. */
export interface CatalogueRoute {
  readonly key: PathKey;
  /** The router pattern, e.g. /module-detail/:moduleId. */
  readonly pattern: string;
  /** How many :params the pattern has; 0 means it can be visited as written. */
  readonly params: number;
  readonly matcher: RegExp;
}

const ROUTES_DIR = path.resolve(import.meta.dirname, '../../renderer/app/routes');

/**
 * The keys of the renderer's route table (renderer/app/route-table.ts spreads these files). The
 * table's modules import the pages, which Node cannot load, so the keys are read from the source:
 * a route added there is scanned without touching the scan.
 */
export function routeTableKeys(): PathKey[] {
  const keys: PathKey[] = [];
  for (const file of readdirSync(ROUTES_DIR).filter((name) => name.endsWith('-routes.ts'))) {
    const source = readFileSync(path.join(ROUTES_DIR, file), 'utf8');
    for (const match of source.matchAll(/\bkey: '(\w+)'/g)) {
      const key = match[1] as PathKey;
      if (!(key in paths)) throw new Error(`${file}: route key ${key} is not in paths.ts`);
      keys.push(key);
    }
  }
  return keys;
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every route of the table with its matcher; the catch-all 404 has the pattern '*'. */
export function routeCatalogue(): CatalogueRoute[] {
  return routeTableKeys().map((key) => {
    const pattern = paths[key].path;
    const parts = pattern
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : escaped(part)));
    return {
      key,
      pattern,
      params: (pattern.match(/:/g) ?? []).length,
      matcher: new RegExp(`^${parts.join('/')}/?$`, 'i'),
    };
  });
}

/**
 * The route an address belongs to: of the patterns that match, the one with the fewest
 * parameters (/profile/cv is the CV page, not the profile of user "cv"); the 404 when none does.
 */
export function routeOf(catalogue: readonly CatalogueRoute[], address: string): PathKey {
  const pathname = new URL(address, 'http://app.invalid').pathname;
  const matching = catalogue
    .filter((route) => route.pattern !== '*' && route.matcher.test(pathname))
    .sort((a, b) => a.params - b.params);
  return matching[0]?.key ?? 'notFound';
}
