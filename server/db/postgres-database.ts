import pg from 'pg';
import {
  DatabaseUnavailableError,
  type Database,
  type Queryable,
  type Row,
  type SqlParam,
} from './database.ts';
import { listenOnDedicatedConnection } from './postgres-listener.ts';

export interface PostgresOptions {
  connectionString: string;
  /** Schema to use instead of `public` (tests give every file its own). */
  searchPath?: string;
  /** Called when an idle pooled connection fails; without a listener pg would crash the process. */
  onIdleError?: (error: Error) => void;
}

/** Opens a connection pool to PostgreSQL and checks that the server answers. */
export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
    max: 10,
    connectionTimeoutMillis: 5_000,
  });
  pool.on('error', (error) => options.onIdleError?.(error));
  const database = new PostgresDatabase(pool, options);
  await database.query('SELECT 1');
  return database;
}

class PostgresDatabase implements Database {
  readonly engine = 'postgres';
  private readonly pool: pg.Pool;
  private readonly options: PostgresOptions;

  constructor(pool: pg.Pool, options: PostgresOptions) {
    this.pool = pool;
    this.options = options;
  }

  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const { connectionString, onIdleError } = this.options;
    return guard(() =>
      listenOnDedicatedConnection({ connectionString, onError: onIdleError }, channel, onPayload),
    );
  }

  query<T extends object = Row>(sql: string, params: readonly SqlParam[] = []): Promise<T[]> {
    return guard(() => runQuery<T>(this.pool, sql, params));
  }

  exec(sql: string): Promise<void> {
    return guard(async () => void (await this.pool.query(sql)));
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return guard(async () => {
      const client = await this.pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: <R extends object = Row>(sql: string, params?: readonly SqlParam[]) =>
            runQuery<R>(client, sql, params ?? []),
          exec: async (sql) => void (await client.query(sql)),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    });
  }

  close(): Promise<void> {
    return this.pool.ended ? Promise.resolve() : this.pool.end();
  }
}

async function runQuery<T extends object>(
  target: pg.Pool | pg.PoolClient,
  sql: string,
  params: readonly SqlParam[],
): Promise<T[]> {
  const result = await target.query(sql, [...params]);
  return result.rows as T[];
}

/** Maps the errors that mean "the server is not reachable" to DatabaseUnavailableError. */
async function guard<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw isUnavailable(error) ? new DatabaseUnavailableError(error) : error;
  }
}

const NETWORK_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE']);

function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // SQLSTATE class 08 = connection exception, 57P01-03 = shutdown / cannot connect now,
    // 53300 = too many connections.
    if (code.startsWith('08') || /^57P0[1-3]$/.test(code) || code === '53300') return true;
    if (NETWORK_ERRNOS.has(code)) return true;
  }
  return /Connection terminated|timeout exceeded when trying to connect|pool after calling end/i.test(
    error.message,
  );
}
