import { performance } from 'node:perf_hooks';
import type { Database, Queryable } from '../db/database.ts';
import type { ServerMetrics } from './server-metrics.ts';

/**
 * The app's database with every statement and transaction timed into the metrics: one decorator
 * where the app receives its database, instead of a timer in every repository. Calls go to the
 * wrapped database's methods as they are at call time (tests replace them on the original).
 */
/* eslint-disable no-restricted-syntax -- forwards the repositories' own statements, writes none */
export function measureDatabase(db: Database, metrics: ServerMetrics): Database {
  const measured: Database = {
    engine: db.engine,
    query: (sql, params) => timed(metrics, () => db.query(sql, params)),
    exec: (sql) => timed(metrics, () => db.exec(sql)),
    transaction: async (fn) => {
      const started = performance.now();
      try {
        return await db.transaction((tx) => fn(measureQueryable(tx, metrics)));
      } finally {
        metrics.databaseTransaction(performance.now() - started);
      }
    },
    close: () => db.close(),
  };
  if (db.listen) measured.listen = db.listen.bind(db);
  return measured;
}

function measureQueryable(tx: Queryable, metrics: ServerMetrics): Queryable {
  return {
    query: (sql, params) => timed(metrics, () => tx.query(sql, params)),
    exec: (sql) => timed(metrics, () => tx.exec(sql)),
  };
}

/* eslint-enable no-restricted-syntax */

async function timed<T>(metrics: ServerMetrics, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } finally {
    metrics.databaseStatement(performance.now() - started);
  }
}
