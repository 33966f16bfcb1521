/**
 * npm run bench:api [-- --seconds 3]
 *
 * The platform server's overhead against a bare Fastify app, in the same run on this machine:
 * requests per second of GET /app-config.json and GET /api/health, driven by autocannon
 * (10 keep-alive connections, rounds of --seconds alternated bare, ours, ours, bare after a
 * warm-up) against the server started as `npm run serve` starts it for a school (production,
 * PGlite). Beside each ratio, the load generator's own ceiling (autocannon against a raw
 * node:http server): a ratio counts only where the generator reached ≥ 2× the bare server's rate.
 * Beside each throughput, the server's CPU time per request (its /proc CPU time over the round
 * divided by the answers): where the throughput cannot be judged (the generator was the limit,
 * or the machine was busy), the CPU ratio bare/ours is judged instead (docs/performance.md).
 * Also start-up time on a new and on an existing data directory, with bare Fastify's start as
 * reference, and idle memory.
 */
import { buildWebUi } from './lib/build-web-ui.ts';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../server/process-settings.ts';
import { startChildServer, type ChildServer } from './lib/child-server.ts';
import { measureRate, type RateRound } from './lib/http-rate.ts';
import { cpuPerRequest } from './lib/process-cpu.ts';
import { TRIVIAL_PATHS, trivialAnswersOf } from './lib/trivial-routes.ts';
import { printMachineLoad } from './lib/machine-load.ts';
import { formatMiB, formatMs, formatRatio, printGoalRows, type GoalRow } from './lib/stats.ts';

const ROOT = join(import.meta.dirname, '../..');
const SERVE = join(ROOT, 'scripts/serve.ts');
const BARE = join(import.meta.dirname, 'lib/bare-fastify.ts');
const RAW = join(import.meta.dirname, 'lib/raw-http.ts');
const args = process.argv.slice(2);
const secondsIndex = args.indexOf('--seconds');
const ROUND_SECONDS = secondsIndex >= 0 ? Number(args[secondsIndex + 1]) : 3;
// Fastify's own benchmarks use autocannon's default of 10 connections: enough to keep a
// one-thread server busy while every request waits for its answer, far below the per-address
// connection cap (300), so the cap never refuses one.
const CONNECTIONS = 10;
// Long enough for V8 to optimise the platform server's longer request path: after 1 s its first
// round still cost a quarter more CPU per request than its second.
const WARM_UP_SECONDS = 3;
/** The generator must reach twice the bare server's rate for a ratio to measure the servers. */
const CEILING_FACTOR = 2;
const OVERALL_TIMEOUT_MS = 5 * 60_000;

const GOAL_RATIO = 0.85;

const rate = (url: string, seconds = ROUND_SECONDS) =>
  measureRate(url, { connections: CONNECTIONS, seconds });
/** One round against `server`, with the server's CPU time per answered request. */
const measuredRound = (server: ChildServer, path: string) =>
  cpuPerRequest(server.pid, () => rate(`${server.url}${path}`));
type MeasuredRound = Awaited<ReturnType<typeof measuredRound>>;
const mean = (rounds: readonly RateRound[]) =>
  rounds.reduce((sum, round) => sum + round.rate, 0) / rounds.length;
/** All CPU over all answers of the rounds: a long round weighs more than a short one. */
const meanCpu = (rounds: readonly MeasuredRound[]) =>
  rounds.reduce((sum, round) => sum + round.cpuMicrosPerRequest * round.answered, 0) /
  rounds.reduce((sum, round) => sum + round.answered, 0);
const perSecond = (value: number) => `${value.toFixed(0)} req/s`;
const micros = (value: number) => `${value.toFixed(1)} µs`;
const failures = (rounds: readonly RateRound[]) =>
  rounds.reduce((sum, round) => sum + round.failures, 0);

/** `npm run serve` builds the web UI when out/renderer has none; done here so no start times it. */
function ensureWebUiBuild(): void {
  if (existsSync(join(ROOT, 'out/renderer/index.html'))) return;
  console.log('out/renderer has no web UI build: building it once now (vite build, not measured)…');
  buildWebUi();
}

async function main(): Promise<void> {
  const machine = await printMachineLoad('before');
  const dataDir = mkdtempSync('/tmp/tj-bench-api.');
  // As the README tells a school: `npm run serve` (scripts/serve.ts, production by default),
  // said explicitly so a developer's HG_ENVIRONMENT never changes what is measured.
  const env = { PORT: '0', HOST: '127.0.0.1', HG_DATA_DIR: dataDir, HG_ENVIRONMENT: 'production' };
  let server: ChildServer | undefined;
  let bare: ChildServer | undefined;
  let raw: ChildServer | undefined;
  try {
    server = await startChildServer(SERVE, env, { nodeFlags: SERVER_NODE_FLAGS });
    const coldNew = server.startMs;
    await server.stop();
    server = await startChildServer(SERVE, env, { nodeFlags: SERVER_NODE_FLAGS });
    const coldExisting = server.startMs;
    bare = await startChildServer(BARE, { PORT: '0', BODIES: await trivialAnswersOf(server.url) });
    raw = await startChildServer(RAW, { PORT: '0' });
    console.log(
      `start: new data directory ${formatMs(coldNew)}, existing ${formatMs(coldExisting)}, bare Fastify ${formatMs(bare.startMs)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idleRss = server.memory().rss;

    await rate(raw.url, WARM_UP_SECONDS);
    const ceilingRounds = [await rate(raw.url), await rate(raw.url)];
    const ceiling = mean(ceilingRounds);
    console.log(
      `generator ceiling: autocannon, ${CONNECTIONS} connections, against a raw node:http server: ` +
        `${ceilingRounds.map((round) => perSecond(round.rate)).join(', ')}`,
    );
    await raw.stop();

    const rows: GoalRow[] = [];
    for (const path of TRIVIAL_PATHS) {
      await rate(`${bare.url}${path}`, WARM_UP_SECONDS);
      await rate(`${server.url}${path}`, WARM_UP_SECONDS);
      // Generator and servers share the machine's cores: rounds alternate (bare, ours, ours,
      // bare) so a drift in the machine's load weighs on both sides alike, and means count.
      const bareRounds = [await measuredRound(bare, path)];
      const ourRounds = [await measuredRound(server, path), await measuredRound(server, path)];
      bareRounds.push(await measuredRound(bare, path));
      const bareRate = mean(bareRounds);
      const ours = mean(ourRounds);
      const ratio = ours / bareRate;
      const bareCpu = meanCpu(bareRounds);
      const ourCpu = meanCpu(ourRounds);
      // Bare over ours, so that it reads like the throughput ratio: 1× costs what bare costs.
      const cpuRatio = bareCpu / ourCpu;
      const enough = ceiling >= CEILING_FACTOR * bareRate;
      const ceilingNote =
        `generator ceiling ${perSecond(ceiling)} = ${formatRatio(ceiling / bareRate)} bare: ` +
        (enough
          ? 'generator not the limit'
          : `below ${CEILING_FACTOR}×, the generator was the limit`);
      const cpuNote = `CPU per request ${micros(ourCpu)} vs ${micros(bareCpu)} bare = ${formatRatio(cpuRatio)}`;
      const roundsOf = (rounds: readonly MeasuredRound[]) =>
        rounds
          .map((round) => `${perSecond(round.rate)} (${micros(round.cpuMicrosPerRequest)} CPU)`)
          .join(', ');
      console.log(
        `${path}: bare Fastify ${roundsOf(bareRounds)}; platform server ${roundsOf(ourRounds)}; ` +
          `${formatRatio(ratio)} (${ceilingNote}); ${cpuNote}; ` +
          `non-2xx/errors: bare ${failures(bareRounds)}, ours ${failures(ourRounds)}`,
      );
      const clean = failures(ourRounds) === 0;
      rows.push({
        measure: `GET ${path} vs bare Fastify, same run (npm run serve, production, PGlite): throughput; server CPU per request (bare/ours)`,
        value: `${perSecond(ours)} vs ${perSecond(bareRate)} = ${formatRatio(ratio)} (${ceilingNote}); ${cpuNote}`,
        goal: `≥ ${GOAL_RATIO}×`,
        met: ratio >= GOAL_RATIO && clean,
        notJudged: enough ? undefined : 'the load generator was the limit',
        judgedOn: {
          measure: 'CPU per request',
          met: cpuRatio >= GOAL_RATIO && clean,
          insteadOf: 'throughput',
        },
      });
    }
    rows.push({
      measure: 'server RSS idle after start (PGlite)',
      value: formatMiB(idleRss),
      goal: '≤ 250 MiB',
      met: idleRss <= 250 * 2 ** 20,
    });
    rows.push({
      measure: 'start to first /api/health 200: new / existing data directory (bare Fastify)',
      value: `${formatMs(coldNew)} / ${formatMs(coldExisting)} (${formatMs(bare.startMs)})`,
      goal: 'measured (no goal row)',
      met: true,
    });
    printGoalRows('Goals (issues 9 and 27)', rows, machine);
  } finally {
    await server?.stop();
    await bare?.stop();
    await raw?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  await printMachineLoad('after');
}

if (!(ROUND_SECONDS > 0)) throw new Error('--seconds must be a positive number of seconds');
// Before the watchdog and the load sample: a first build is not part of the measured time.
ensureWebUiBuild();
const watchdog = setTimeout(() => {
  console.error('bench:api took longer than 5 minutes; stopping.');
  process.exit(2);
}, OVERALL_TIMEOUT_MS);
main().then(
  () => {
    clearTimeout(watchdog);
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
