import { PGlite } from '@electric-sql/pglite';
import { execSync } from 'node:child_process';
const dir = '/tmp/fx/full/pg';
const db = await PGlite.create(dir);
await db.exec('CREATE TABLE IF NOT EXISTS t (x text)');
execSync('fallocate -l $(( $(df -k --output=avail /tmp/fx/full | tail -1) * 1024 - 4096 )) /tmp/fx/full/filler || true');
let ok = 0;
for (let i = 0; i < 20000; i++) {
  try {
    await db.query("INSERT INTO t VALUES (repeat('y', 200))"); ok++;
  } catch (e) {
    console.log('ERR', i, e?.constructor?.name, (e as any).code, (e as Error).message);
    if (i > ok + 3) break;
  }
}
console.log('ok', ok, 'closed?', db.closed);
try { await db.query('SELECT count(*) FROM t').then((r) => console.log(r.rows)); } catch (e) { console.log('after', (e as Error).message); }
try { await db.close(); } catch (e) { console.log('close', (e as Error).message); }
