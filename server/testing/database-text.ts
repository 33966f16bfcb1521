import type { Queryable } from '../db/database.ts';

/** One row of the database as JSON text, with the table it is in. */
export interface DumpedRow {
  table: string;
  row: string;
}

/**
 * Every row of every table of the current schema as JSON text (tests of erasure search it for a
 * person's e-mail, name and nickname). Tables come from information_schema, so a table added
 * later is searched too without changing the test.
 */
export async function dumpEveryRow(db: Queryable): Promise<DumpedRow[]> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const rows: DumpedRow[] = [];
  for (const { table_name: table } of tables) {
    const quoted = `"${table.replaceAll('"', '""')}"`;
    const found = await db.query<{ row: string }>(
      `SELECT row_to_json(t)::text AS row FROM ${quoted} t`,
    );
    rows.push(...found.map(({ row }) => ({ table, row })));
  }
  return rows;
}

/** The rows whose text contains any of the needles, case-insensitive. */
export function rowsMentioning(
  rows: readonly DumpedRow[],
  needles: readonly string[],
): DumpedRow[] {
  const lowered = needles.map((needle) => needle.toLowerCase());
  return rows.filter(({ row }) => lowered.some((needle) => row.toLowerCase().includes(needle)));
}
