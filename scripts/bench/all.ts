/**
 * npm run bench: bench:api, bench:burst, bench:ui and bench:content one after the other, each in
 * its own process (so one's servers and memory never weigh on the next), stopping at the first
 * failure.
 * Arguments are passed to bench:burst (e.g. `npm run bench -- --students 300`).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const benches: Array<[string, string[]]> = [
  ['api.ts', []],
  ['burst.ts', process.argv.slice(2)],
  ['ui.ts', []],
  ['content.ts', []],
];
for (const [script, args] of benches) {
  console.log(`\n=== ${script.replace('.ts', '')} ===`);
  const run = spawnSync(process.execPath, [join(import.meta.dirname, script), ...args], {
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
