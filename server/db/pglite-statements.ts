import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { Row, SqlParam } from './database.ts';

/**
 * How many statements stay prepared. The server's repositories write a few hundred distinct
 * statements; the ones built per request (search filters, id lists) come and go at the end of
 * the list. Each prepared statement and its plan live in PGlite's WebAssembly memory.
 */
export const PREPARED_STATEMENT_CAPACITY = 256;

/** PostgreSQL's words when a prepared statement's result columns changed under it (DDL). */
const STALE_PLAN = 'cached plan must not change result type';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type DatabaseErrorMessage = BackendMessage & { message: string; code?: string };

/**
 * Runs one statement on PGlite the way a PostgreSQL driver talks to a server: one batch of
 * Parse, Bind, Describe, Execute and Sync, on a named statement prepared the first time its SQL
 * is seen. PGlite's own query() sends six separate messages into PostgreSQL for every statement
 * (parse, describe the parameters, bind, describe, execute, sync), each parsed again, and
 * PostgreSQL plans the statement each time: on the server's one thread that was 195 µs of CPU
 * for a primary-key SELECT where this takes about 60 (docs/performance.md, "PGlite's
 * statements").
 *
 * Parameters go as text and PostgreSQL infers their types from the statement, as the `pg` driver
 * does on the PostgreSQL engine: JS values are written the way PGlite's own serialisers write
 * them for those types. Rows are read with PGlite's parsers, so they are exactly what
 * PGlite's query() answers.
 */
export class PgliteStatements {
  private readonly pglite: PGlite;
  /** SQL text → statement name, least recently used first. */
  private readonly prepared = new Map<string, string>();
  /** Names evicted from `prepared`, closed in front of the next batch. */
  private readonly toClose: string[] = [];
  private nextName = 1;

  constructor(pglite: PGlite) {
    this.pglite = pglite;
  }

  /**
   * One statement. Outside a transaction it takes PGlite's transaction lock as PGlite's query()
   * does; inside `pglite.transaction()`, whose callback holds it, only the statement lock.
   */
  query<T extends object = Row>(
    sql: string,
    params: readonly SqlParam[],
    inTransaction: boolean,
  ): Promise<T[]> {
    if (inTransaction) return this.run<T>(sql, params, false);
    return this.pglite._runExclusiveTransaction(() => this.run<T>(sql, params, true));
  }

  /**
   * Forgets every prepared statement, after a script that may have changed tables (migrations,
   * restores): PostgreSQL refuses to run a prepared statement whose result columns changed.
   */
  async forgetAll(inTransaction: boolean): Promise<void> {
    const forget = () =>
      this.pglite._runExclusiveQuery(async () => {
        this.prepared.clear();
        this.toClose.length = 0;
        // In a transaction a failed script has aborted, this fails too and the statements stay
        // prepared under names never used again: harmless, and the script's error is the one
        // the caller must see.
        await this.pglite.execProtocolStream(protocol.serialize.query('DEALLOCATE ALL'), {
          syncToFs: false,
          throwOnError: false,
        });
      });
    if (inTransaction) await forget();
    else await this.pglite._runExclusiveTransaction(forget);
  }

  private run<T extends object>(
    sql: string,
    params: readonly SqlParam[],
    topLevel: boolean,
  ): Promise<T[]> {
    return this.pglite._runExclusiveQuery(async () => {
      let outcome = await this.execute<T>(sql, params);
      // A script run outside forgetAll() changed a table under a prepared statement: prepare
      // it again, once. Inside a transaction the error has aborted it, so the caller's
      // transaction fails as it would on any other error.
      if ('stale' in outcome && topLevel) outcome = await this.execute<T>(sql, params);
      if ('stale' in outcome) throw outcome.stale;
      if (topLevel) await this.pglite.syncToFs();
      return outcome.rows;
    });
  }

  private async execute<T extends object>(
    sql: string,
    params: readonly SqlParam[],
  ): Promise<{ rows: T[] } | { stale: Error }> {
    const { serialize } = protocol;
    const known = this.prepared.get(sql);
    const name = known ?? `tj_${this.nextName++}`;
    const parts: Uint8Array[] = this.toClose
      .splice(0)
      .map((closed) => serialize.close({ type: 'S', name: closed }));
    if (known === undefined) parts.push(serialize.parse({ name, text: sql }));
    parts.push(
      serialize.bind({ statement: name, values: params.map(toText) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    const messages = await this.pglite.execProtocolStream(Buffer.concat(parts), {
      syncToFs: false,
      throwOnError: false,
    });
    const error = messages.find(
      (message): message is DatabaseErrorMessage => message.name === 'error',
    );
    if (known !== undefined) {
      // Used again: move it to the recent end.
      this.prepared.delete(sql);
      this.prepared.set(sql, name);
    } else if (messages.some((message) => message.name === 'parseComplete')) {
      this.remember(sql, name);
    }
    if (error) {
      // As PGlite's query() throws it: the DatabaseError with the statement attached.
      const thrown = Object.assign(error, { query: sql, params: [...params] });
      if (error.code !== '0A000' || error.message !== STALE_PLAN) throw thrown;
      this.prepared.delete(sql);
      this.toClose.push(name);
      return { stale: thrown };
    }
    return { rows: parse.parseResults(messages, this.pglite.parsers)[0]!.rows as T[] };
  }

  private remember(sql: string, name: string): void {
    this.prepared.set(sql, name);
    if (this.prepared.size <= PREPARED_STATEMENT_CAPACITY) return;
    const [oldestSql, oldestName] = this.prepared.entries().next().value!;
    this.prepared.delete(oldestSql);
    this.toClose.push(oldestName);
  }
}

/**
 * A parameter as PostgreSQL's text input reads it: what PGlite's serialisers write for the types
 * these values are bound to (a Date as ISO 8601 in UTC, a boolean as true/false).
 */
function toText(value: SqlParam): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}
