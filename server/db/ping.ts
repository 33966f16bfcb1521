import type { Queryable } from './database.ts';

/** The cheapest statement that proves the database answers (the health check's). */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
