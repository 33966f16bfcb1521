import type { Queryable } from './database.ts';

/** Database ids of the seeded content by content key (ids are strings, as everywhere). */
export interface ContentIds {
  resources: ReadonlyMap<string, string>;
}

export async function resourceIdsByKey(tx: Queryable): Promise<Map<string, string>> {
  const rows = await tx.query<{ key: string; id: string }>(
    'SELECT key, id::text AS id FROM resources',
  );
  return new Map(rows.map((row) => [row.key, row.id]));
}

/** The id of a content key; an unknown key is a mistake in the demo data, so it stops the seed. */
export function requireKey(map: ReadonlyMap<string, string>, key: string): string {
  const id = map.get(key);
  if (!id) throw new Error(`The demo data names an unknown key: ${key}`);
  return id;
}
