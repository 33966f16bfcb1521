import type { Queryable } from '../db/database.ts';

/** The schema this connection works in (tests give every file its own). */
export async function currentSchema(db: Queryable): Promise<string> {
  const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  return row!.schema;
}

/** PostgreSQL's NOTIFY, as a function so the channel and payload are parameters. */
export async function notifyChannel(
  db: Queryable,
  channel: string,
  payload: string,
): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [channel, payload]);
}
