/**
 * node scripts/bench/overhead.ts [-- --seconds 2 --path /app-config.json]
 *
 * Where the platform server's time per trivial request goes: the server's CPU time per request
 * (its /proc CPU time over a round of autocannon, divided by the answers) on bare Fastify, then
 * with each layer of the platform server's request path added in turn, in server/app.ts's order
 * (scripts/bench/lib/layered-fastify.ts), then on the platform server itself (`npm run serve`,
 * production). Every server answers the platform server's own bodies. Each server gets a warm-up
 * and three rounds, on the way up the ladder, down, and up again, so a drift of the machine's
 * load weighs on every step alike; the median round counts, so one round disturbed by a
 * neighbour does not (a neighbour moves CPU per request both ways: shared caches make it dearer,
 * a starved server batches more requests per wake-up and makes it cheaper). Prints the table of
 * docs/performance.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../server/process-settings.ts';
import { startChildServer, type ChildServer } from './lib/child-server.ts';
import { measureRate } from './lib/http-rate.ts';
import { LAYERS } from './lib/overhead-layers.ts';
import { printMachineLoad } from './lib/machine-load.ts';
import { cpuPerRequest } from './lib/process-cpu.ts';
import { trivialAnswersOf } from './lib/trivial-routes.ts';

const ROOT = join(import.meta.dirname, '../..');
const SERVE = join(ROOT, 'scripts/serve.ts');
const LAYERED = join(import.meta.dirname, 'lib/layered-fastify.ts');
const CONNECTIONS = 10;
const WARM_UP_SECONDS = 2;

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const ROUND_SECONDS = Number(option('--seconds') ?? 2);
const PATH = option('--path') ?? '/app-config.json';

interface Step {
  name: string;
  server: ChildServer;
  /** CPU µs per request of each measured round. */
  rounds: number[];
}

async function round(step: Step, seconds: number, warmUp = false): Promise<void> {
  const measured = await cpuPerRequest(step.server.pid, () =>
    measureRate(`${step.server.url}${PATH}`, { connections: CONNECTIONS, seconds }),
  );
  if (measured.failures > 0) throw new Error(`${step.name}: ${measured.failures} failures`);
  if (!warmUp) step.rounds.push(measured.cpuMicrosPerRequest);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main(): Promise<void> {
  await printMachineLoad('before');
  const dataDir = mkdtempSync('/tmp/tj-bench-overhead.');
  const env = { PORT: '0', HOST: '127.0.0.1', HG_DATA_DIR: dataDir, HG_ENVIRONMENT: 'production' };
  const steps: Step[] = [];
  try {
    const serve = await startChildServer(SERVE, env, { nodeFlags: SERVER_NODE_FLAGS });
    const bodies = await trivialAnswersOf(serve.url);
    const layered = (layers: number, nodeFlags: readonly string[]) =>
      startChildServer(LAYERED, { ...env, LAYERS: String(layers), BODIES: bodies }, { nodeFlags });
    // bench:api's reference: bare Fastify on Node's defaults; then the server's V8 flags.
    steps.push({
      name: 'bare Fastify (Node defaults)',
      server: await layered(0, []),
      rounds: [],
    });
    for (let layers = 0; layers <= LAYERS.length; layers++) {
      const name =
        layers === 0
          ? `+ server/process-settings.ts (${SERVER_NODE_FLAGS.join(' ')})`
          : `+ ${LAYERS[layers - 1]}`;
      steps.push({
        name,
        server: await layered(layers, SERVER_NODE_FLAGS),
        rounds: [],
      });
    }
    steps.push({
      name: 'the platform server (npm run serve)',
      server: serve,
      rounds: [],
    });
    for (const step of steps) await round(step, WARM_UP_SECONDS, true);
    for (const step of steps) await round(step, ROUND_SECONDS);
    for (const step of [...steps].reverse()) await round(step, ROUND_SECONDS);
    for (const step of steps) await round(step, ROUND_SECONDS);

    console.log(`\nGET ${PATH}: server CPU time per request, ${CONNECTIONS} connections`);
    console.log('| server | CPU per request (median of 3 rounds) | added by the step | rounds |');
    console.log('|---|---|---|---|');
    let previous = Number.NaN;
    for (const step of steps) {
      const perRequest = median(step.rounds);
      const added = Number.isFinite(previous) ? `${(perRequest - previous).toFixed(1)} µs` : '–';
      const rounds = step.rounds.map((value) => value.toFixed(1)).join(', ');
      console.log(`| ${step.name} | ${perRequest.toFixed(1)} µs | ${added} | ${rounds} |`);
      previous = perRequest;
    }
  } finally {
    for (const step of steps) await step.server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  await printMachineLoad('after');
}

if (!(ROUND_SECONDS > 0)) throw new Error('--seconds must be a positive number of seconds');
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
