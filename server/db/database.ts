/** A value that can be bound to a `$n` query parameter on both engines. */
export type SqlParam = string | number | boolean | Date | null;

/** One row as the driver returns it; callers name its shape with the type parameter. */
export type Row = Record<string, unknown>;

/** What a query can run on: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one statement with `$1..$n` parameters and answers its rows. */
  query<T extends object = Row>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * The one database interface of the server, implemented for embedded PGlite and for PostgreSQL.
 * Only SQL that both engines accept may be written against it. Ids are bigint columns: select
 * them as `id::text` so they are strings on both engines (and on the wire).
 */
export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only: hears NOTIFY on `channel` over a connection of its own (a pooled one would
   * stop listening when released), so processes sharing the database tell each other about
   * writes. Resolves once listening; the answer stops it. Embedded PGlite has one process and
   * no need.
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * The database could not be reached (connection refused, server shutting down, too many
 * clients, embedded database closed). The error handler answers 503 for it.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  constructor(cause: unknown) {
    super('The database is unavailable.', { cause });
  }
}
