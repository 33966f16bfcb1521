import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREPARED_STATEMENT_CAPACITY, PgliteStatements } from './pglite-statements.ts';

// Unit tests of the prepared-statement path against a bare in-memory PGlite. The server suite
// runs every repository through it as well (on PGlite).

describe('PGlite statements prepared once, run in one batch', () => {
  let pglite: PGlite;
  let statements: PgliteStatements;
  const preparedCount = async () =>
    Number(
      (await pglite.query<{ n: string }>('SELECT count(*)::text AS n FROM pg_prepared_statements'))
        .rows[0]!.n,
    );

  beforeAll(async () => {
    pglite = await PGlite.create();
    statements = new PgliteStatements(pglite);
    await pglite.exec(`
      CREATE TABLE t (id bigserial PRIMARY KEY, name text NOT NULL UNIQUE, n int, flag boolean,
        at timestamptz, day date, doc jsonb, tags text[]);
      INSERT INTO t (name, n, flag, at, day, doc, tags)
        VALUES ('a', 1, true, '2026-11-27T10:00:00Z', '2026-11-27', '{"k": [1, 2]}', '{x,y}');`);
  });
  afterAll(() => pglite.close());

  it("answers the same rows as PGlite's own query()", async () => {
    const sql =
      'SELECT id, id::text AS id_text, name, n, flag, at, day, doc, tags FROM t WHERE n = $1';
    const own = (await pglite.query(sql, [1])).rows;
    expect(await statements.query(sql, [1], false)).toEqual(own);
    expect(own[0]).toMatchObject({
      id_text: '1',
      flag: true,
      doc: { k: [1, 2] },
      tags: ['x', 'y'],
    });
  });

  it('binds strings, numbers, booleans, dates and nulls as PGlite does', async () => {
    const at = new Date('2026-11-28T08:30:00.123Z');
    const [row] = await statements.query<{ id: string }>(
      `INSERT INTO t (name, n, flag, at, day, doc) VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING id::text AS id`,
      ['b', 42, false, at, new Date('2026-11-28T00:00:00Z'), '{"a": 1}'],
      false,
    );
    const [back] = await statements.query(
      'SELECT name, n, flag, at, day::text AS day, doc, tags FROM t WHERE id = $1',
      [row!.id],
      false,
    );
    expect(back).toEqual({
      name: 'b',
      n: 42,
      flag: false,
      at,
      day: '2026-11-28',
      doc: { a: 1 },
      tags: null,
    });
    expect(await statements.query('SELECT $1::text AS t', [true], false)).toEqual([{ t: 'true' }]);
    expect(await statements.query('SELECT $1::int IS NULL AS missing', [null], false)).toEqual([
      { missing: true },
    ]);
  });

  it('prepares a statement once and runs it again by name', async () => {
    const sql = 'SELECT name FROM t WHERE n = $1 /* once */';
    const before = await preparedCount();
    for (let run = 0; run < 5; run++) await statements.query(sql, [1], false);
    expect(await preparedCount()).toBe(before + 1);
  });

  it("throws PostgreSQL's error with its code and the statement, and stays usable", async () => {
    const insert = 'INSERT INTO t (name) VALUES ($1)';
    const error = await statements.query(insert, ['a'], false).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23505', query: insert, params: ['a'] });
    await expect(statements.query('SELECT nope FROM t', [], false)).rejects.toMatchObject({
      code: '42703',
    });
    await expect(statements.query('SELECT $1::int AS n', ['x'], false)).rejects.toMatchObject({
      code: '22P02',
    });
    expect(await statements.query('SELECT $1::int AS n', ['7'], false)).toEqual([{ n: 7 }]);
  });

  it("runs inside PGlite's transaction: a rollback undoes its writes", async () => {
    const count = async () =>
      (await statements.query<{ n: number }>('SELECT count(*)::int AS n FROM t', [], false))[0]!.n;
    const before = await count();
    await expect(
      pglite.transaction(async () => {
        await statements.query('INSERT INTO t (name) VALUES ($1)', ['in-tx'], true);
        expect(
          await statements.query('SELECT name FROM t WHERE name = $1', ['in-tx'], true),
        ).toEqual([{ name: 'in-tx' }]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count()).toBe(before);
    await pglite.transaction(() =>
      statements.query('INSERT INTO t (name) VALUES ($1)', ['committed'], true),
    );
    expect(await count()).toBe(before + 1);
  });

  it('prepares again when a table changed under a statement', async () => {
    const sql = 'SELECT * FROM t WHERE name = $1';
    expect(await statements.query(sql, ['a'], false)).toHaveLength(1);
    // Not through forgetAll(): as if another script had run.
    await pglite.exec('ALTER TABLE t ADD COLUMN extra text');
    const [row] = await statements.query<Record<string, unknown>>(sql, ['a'], false);
    expect(row).toHaveProperty('extra', null);
    await statements.forgetAll(false);
    expect(await preparedCount()).toBe(0);
    expect(await statements.query(sql, ['a'], false)).toHaveLength(1);
  });

  it(`keeps at most ${PREPARED_STATEMENT_CAPACITY} statements prepared`, async () => {
    for (let index = 0; index < PREPARED_STATEMENT_CAPACITY + 20; index++) {
      await statements.query(`SELECT ${index} AS n WHERE $1::int > 0`, [1], false);
    }
    // The last eviction's Close goes out with the next batch: a statement still prepared.
    const last = PREPARED_STATEMENT_CAPACITY + 19;
    await statements.query(`SELECT ${last} AS n WHERE $1::int > 0`, [1], false);
    expect(await preparedCount()).toBeLessThanOrEqual(PREPARED_STATEMENT_CAPACITY);
    expect(await statements.query('SELECT 0 AS n WHERE $1::int > 0', [1], false)).toEqual([
      { n: 0 },
    ]);
  });
});
