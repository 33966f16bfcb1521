import { PGlite } from '@electric-sql/pglite';
try { const db = await PGlite.create('/tmp/fx/full/pg'); console.log('opened', (await db.query('SELECT count(*) FROM t')).rows); await db.close(); } catch (e) { console.log('OPEN ERR', e?.constructor?.name, (e as any).code, (e as Error).message, (e as any).errno, (e as any).status); }
