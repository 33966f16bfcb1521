import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { PgliteStatements } from './pglite-statements.ts';
import { lockDataDirectory, lockPathOf } from './data-dir-lock.ts';
import {
  checkDataDirectory,
  dataDirectoryProblem,
  PGLITE_MIN_FREE_BYTES,
} from './data-directory-check.ts';
import {
  DatabaseUnavailableError,
  type Database,
  type Queryable,
  type Row,
  type SqlParam,
} from './database.ts';

/**
 * PostgreSQL's default shared_buffers (128 MB) lives inside PGlite's WebAssembly memory and
 * becomes resident as pages are touched: about 130 MiB of the server's idle RSS. A school's
 * whole database is a few MB and the operating system caches its files anyway, so 16 MB of
 * buffers hold the working set at a fraction of the memory (bench:api prints the idle RSS).
 */
const PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

/**
 * Opens embedded PostgreSQL (PGlite, WASM) in `dataDir`, or in memory when no directory is given
 * (tests). PGlite runs one connection: queries and transactions are serialised by PGlite itself.
 */
export async function openPgliteDatabase(dataDir?: string): Promise<Database> {
  if (!dataDir) return new PgliteDatabase(await PGlite.create(PGLITE_OPTIONS), () => undefined);
  let unlock: () => void;
  try {
    await mkdir(dataDir, { recursive: true });
    unlock = lockDataDirectory(lockPathOf(dataDir));
  } catch (error) {
    throw dataDirectoryProblem(dataDir, error) ?? error;
  }
  try {
    return new PgliteDatabase(await PGlite.create(dataDir, PGLITE_OPTIONS), unlock);
  } catch (error) {
    unlock();
    throw (await pgliteOpenProblem(dataDir, error)) ?? error;
  }
}

/**
 * PGlite reports a full or read-only disk as "Aborted()" or "PGlite failed to initialize
 * properly": when opening fails, the directory is checked so the operator reads the cause.
 */
async function pgliteOpenProblem(dataDir: string, error: unknown): Promise<Error | null> {
  const direct = dataDirectoryProblem(dataDir, error);
  if (direct) return direct;
  try {
    await checkDataDirectory(dataDir, PGLITE_MIN_FREE_BYTES);
  } catch (problem) {
    if (problem instanceof Error) return Object.assign(problem, { cause: error });
  }
  return null;
}

class PgliteDatabase implements Database {
  readonly engine = 'pglite';
  private readonly pglite: PGlite;
  private readonly statements: PgliteStatements;
  private readonly unlock: () => void;

  constructor(pglite: PGlite, unlock: () => void) {
    this.pglite = pglite;
    this.statements = new PgliteStatements(pglite);
    this.unlock = unlock;
  }

  query<T extends object = Row>(sql: string, params: readonly SqlParam[] = []): Promise<T[]> {
    return guard(this.pglite, () => this.statements.query<T>(sql, params, false));
  }

  exec(sql: string): Promise<void> {
    return guard(this.pglite, () => runScript(this.pglite, this.statements, sql, false));
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return guard(this.pglite, () =>
      this.pglite.transaction((tx) => fn(inTransaction(tx, this.statements))),
    );
  }

  async close(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
    this.unlock();
  }
}

/** A transaction's statements: prepared ones as outside, its scripts through PGlite's own. */
function inTransaction(tx: Transaction, statements: PgliteStatements): Queryable {
  return {
    async query<T extends object = Row>(sql: string, params: readonly SqlParam[] = []) {
      if (tx.closed) throw new Error('Transaction is closed');
      return statements.query<T>(sql, params, true);
    },
    exec: (sql: string) => runScript(tx, statements, sql, true),
  };
}

/** A script (migrations, restores) may change tables under prepared statements: forget them. */
async function runScript(
  target: PGlite | Transaction,
  statements: PgliteStatements,
  sql: string,
  inTransaction: boolean,
): Promise<void> {
  try {
    await target.exec(sql);
  } finally {
    await statements.forgetAll(inTransaction);
  }
}

/** A closed PGlite instance is this engine's "database down". */
async function guard<T>(pglite: PGlite, run: () => Promise<T>): Promise<T> {
  if (pglite.closed) throw new DatabaseUnavailableError(new Error('PGlite is closed'));
  return run();
}
