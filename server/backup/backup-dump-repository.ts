import type { Queryable } from '../db/database.ts';

/** A column a backup writes and loads: its name and its type as SQL spells it. */
export interface DumpColumn {
  name: string;
  type: string;
}

/** A column whose values come from a sequence (bigserial, identity), to reset after a load. */
export interface SerialColumn {
  table: string;
  column: string;
}

/** `"name"` with inner quotes doubled: table and column names come from the catalog. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Every base table of the current schema, by name: a table added later is included unasked. */
export async function listTables(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((row) => row.name);
}

/** The table's stored columns in order; generated columns are left out, as pg_dump does. */
export async function listColumns(q: Queryable, table: string): Promise<DumpColumn[]> {
  return q.query<DumpColumn>(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type
       FROM pg_attribute a
      WHERE a.attrelid = to_regclass(quote_ident(current_schema()) || '.' || quote_ident($1))
        AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      ORDER BY a.attnum`,
    [table],
  );
}

/** Every row as its columns' text (each type's output function), in a stable order. */
export async function readRowsAsText(
  q: Queryable,
  table: string,
  columns: readonly DumpColumn[],
): Promise<(string | null)[][]> {
  const list = columns.map((column, i) => `${quoteIdent(column.name)}::text AS c${i}`).join(', ');
  const rows = await q.query<Record<string, string | null>>(
    `SELECT ${list} FROM ${quoteIdent(table)}`,
  );
  return rows.map((row) => columns.map((_, i) => row[`c${i}`] ?? null));
}

export async function countRows(q: Queryable, table: string): Promise<number> {
  const [row] = await q.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM ${quoteIdent(table)}`,
  );
  return Number(row?.n ?? 0);
}

/** The columns of the current schema that draw their values from a sequence. */
export async function listSerialColumns(q: Queryable): Promise<SerialColumn[]> {
  return q.query<SerialColumn>(
    `SELECT c.table_name AS table, c.column_name AS column
       FROM information_schema.columns c
       JOIN information_schema.tables t
         ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
        AND pg_get_serial_sequence(quote_ident(c.table_name), c.column_name) IS NOT NULL
      ORDER BY c.table_name, c.column_name`,
  );
}

/** The statement that moves a column's sequence past its largest value (or back to 1). */
export function resetSequenceSql({ table, column }: SerialColumn): string {
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  return `SELECT setval(pg_get_serial_sequence(${literal(quoteIdent(table))}, ${literal(column)}), COALESCE(max(${quoteIdent(column)}), 0) + 1, false) FROM ${quoteIdent(table)};`;
}

export async function resetSequence(q: Queryable, serial: SerialColumn): Promise<void> {
  await q.query(resetSequenceSql(serial));
}

/**
 * Within the load's transaction: foreign keys and triggers are not checked while rows arrive in
 * table order (they were valid when the backup was taken). Needs a superuser on PostgreSQL (or,
 * from PostgreSQL 15, `GRANT SET ON PARAMETER session_replication_role`); PGlite's user is one.
 */
export async function deferChecksForLoad(q: Queryable): Promise<void> {
  await q.query('SET LOCAL session_replication_role = replica');
}

/** Rows a migration put in (schema_migrations, defaults) give way to the backup's. */
export async function deleteAllRows(q: Queryable, table: string): Promise<void> {
  await q.query(`DELETE FROM ${quoteIdent(table)}`);
}

/**
 * Inserts rows given as their columns' text: each value is cast by its type's input function,
 * as COPY would. OVERRIDING SYSTEM VALUE keeps the ids of identity columns.
 */
export async function insertRowsFromText(
  q: Queryable,
  table: string,
  columns: readonly DumpColumn[],
  rows: readonly (string | null)[][],
): Promise<void> {
  const names = columns.map((column) => quoteIdent(column.name)).join(', ');
  const values = columns.map((column, i) => `(e->>${i})::${column.type}`).join(', ');
  await q.query(
    `INSERT INTO ${quoteIdent(table)} (${names}) OVERRIDING SYSTEM VALUE
     SELECT ${values} FROM json_array_elements($1::json) AS e`,
    [JSON.stringify(rows)],
  );
}

/** The names of the migrations applied to this database, in order. */
export async function appliedMigrationNames(q: Queryable): Promise<string[]> {
  const rows = await q.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
  return rows.map((row) => row.name);
}

/**
 * The snapshot the whole dump reads: the first statement of its transaction (PGlite has one
 * session, so every other request waits for the dump there anyway). Fixed time zone and styles
 * make the values' text the same whatever the server's settings.
 */
export async function beginConsistentSnapshot(q: Queryable): Promise<void> {
  await q.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
  await q.query("SET LOCAL TimeZone = 'UTC'");
  await q.query("SET LOCAL DateStyle = 'ISO, YMD'");
  await q.query("SET LOCAL IntervalStyle = 'postgres'");
}
