/**
 * npm run bench:chat [-- --mode push|poll --students N --seconds 60 --senders 10
 *                       --engines pglite,postgres]
 *
 * A live episode's chat. N students of one class, subscribed to a live course, each sign in,
 * log in to the chat and join its channel; then for S seconds every one of them follows the
 * channel while `senders` of them post a message every 3 seconds.
 * - push (default, issue 27 §4, 1,000 students): each reader holds a realtime socket
 *   (Rocket.Chat's DDP at /websocket) subscribed to the room and resyncs every CHAT_RESYNC_MS,
 *   as the panel does when the socket is live. Before anyone writes, the server's CPU is
 *   measured for IDLE_SECONDS.
 * - poll (issue 14, 300 students): each reader calls chat.syncMessages every CHAT_POLL_MS with
 *   the panel's overlap, as the panel does when the socket cannot open.
 * Prints the delay from a message's post to each reader seeing it, lost deliveries, refusals,
 * the server's CPU and memory, and the goal rows. Runs on this machine only; every server and the
 * throw-away PostgreSQL are stopped.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chatEndpoints } from '#common/api/chat/endpoints.ts';
import type { RocketSync } from '#common/api/chat/rocket.ts';
import { SERVICE_PREFIXES } from '#common/config/app-config.ts';
import { chatRealtimeUrl } from '#common/chat/chat-realtime-url.ts';
import {
  CHAT_POLL_MS,
  CHAT_RESYNC_MS,
  lastChangeOf,
  nextSyncFrom,
} from '#common/chat/chat-sync.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { openDdpReader, type DdpReader } from './lib/ddp-reader.ts';
import { SERVER_NODE_FLAGS } from '../../server/process-settings.ts';
import { startChildServer, type ChildServer } from './lib/child-server.ts';
import { createClient, type Client } from './lib/http-client.ts';
import { printMachineLoad } from './lib/machine-load.ts';
import { signIn } from './lib/school-day.ts';
import { BENCH_PASSWORD, benchStudentEmail, seedSchool } from './lib/seed-school.ts';
import { formatMiB, formatMs, percentile, printGoalRows, type GoalRow } from './lib/stats.ts';
import { startTempPostgres, type TempPostgres } from './lib/temp-postgres.ts';

const SEND_EVERY_MS = 3_000;
/** Push mode: how long the server's CPU is watched while every reader listens and nobody writes. */
const IDLE_SECONDS = 10;
/** Push mode: how long after the last post a delivery may still arrive before it counts as lost. */
const LAST_DELIVERY_GRACE_MS = 2_000;
/** Sockets opened at once while the class subscribes. */
const SUBSCRIBING_AT_ONCE = 50;
/** Sign-ins at once while the class arrives (the bench is about the chat, not the sign-in). */
const ARRIVING_AT_ONCE = 20;

interface Target {
  dataDir: string;
  databaseUrl?: string;
}

interface Student {
  client: Client;
  headers: Record<string, string>;
  /** When this reader first saw each message id, in ms since the epoch. */
  seen: Map<string, number>;
  /** Push mode: the reader's realtime socket. */
  reader?: DdpReader;
}

interface EngineRun {
  engine: string;
  syncMs: number[];
  postMs: number[];
  deliveryMs: number[];
  posted: number;
  lostDeliveries: number;
  statuses: Map<string, number>;
  syncsPerSecond: number;
  cpuPercent: number;
  /** Push mode: the server's CPU while every reader listened and nobody wrote. */
  idleCpuPercent: number;
  idleRss: number;
  peakRss: number;
}

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const MODE = option('mode', 'push');
if (MODE !== 'push' && MODE !== 'poll') throw new Error(`unknown mode ${MODE}`);
const STUDENTS = Number(option('students', MODE === 'push' ? '1000' : '300'));
const SECONDS = Number(option('seconds', '60'));
const SENDERS = Math.min(STUDENTS, Number(option('senders', '10')));
const ENGINES = option('engines', 'pglite,postgres').split(',');

const chatPath = (path: string) => `${SERVICE_PREFIXES.chatBaseUrl}${path}`;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The bench class: every bench student in one classroom subscribed to a live course. */
async function enrolInLiveCourse(target: Target): Promise<string> {
  const db = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    const [course] = await db.query<{ id: string; channel_id: string }>(
      `SELECT id::text AS id, channel_id FROM live_courses
        WHERE channel_id IS NOT NULL ORDER BY id LIMIT 1`,
    );
    if (!course) throw new Error('the demo has no live course with a channel');
    const [classroom] = await db.query<{ id: string }>(
      `INSERT INTO classrooms (professor_id, name)
       SELECT id, 'Classe del bench' FROM users WHERE email = 'docente@demo.test'
       RETURNING id::text AS id`,
    );
    await db.query(
      `INSERT INTO classroom_students (classroom_id, student_id)
       SELECT $1, id FROM users WHERE email LIKE 'bench.studente%'`,
      [classroom!.id],
    );
    await db.query(
      `INSERT INTO live_course_subscriptions (course_id, classroom_id, subscribed_at)
       VALUES ($1, $2, now())`,
      [course.id, classroom!.id],
    );
    return course.channel_id;
  } finally {
    await db.close();
  }
}

/** Sign in, log in to the chat, join the channel: the panel's first steps. */
async function arrive(url: string, index: number, roomId: string): Promise<Student> {
  const client = createClient(url, { maxSockets: 2 });
  const { answer, token } = await signIn(client, benchStudentEmail(index), BENCH_PASSWORD);
  if (!token) throw new Error(`sign-in ${answer.status}: ${answer.body}`);
  const login = await client.send(
    'POST',
    `${SERVICE_PREFIXES.apiBaseUrl}${chatEndpoints.login.path}`,
    undefined,
    { authorization: `Bearer ${token}` },
  );
  if (login.status !== 200) throw new Error(`chat login ${login.status}: ${login.body}`);
  const { data } = JSON.parse(login.body) as { data: { userId: string; authToken: string } };
  const headers = { 'x-auth-token': data.authToken, 'x-user-id': data.userId };
  const join = await client.send(
    'POST',
    chatPath(chatEndpoints.channelsJoin.path),
    { roomId },
    headers,
  );
  if (join.status !== 200) throw new Error(`join ${join.status}: ${join.body}`);
  return { client, headers, seen: new Map() };
}

/** CPU time the process has used, in ms (Linux /proc; clock ticks are 100 Hz). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function runEngine(engine: string): Promise<EngineRun> {
  const dataDir = mkdtempSync('/tmp/tj-bench-chat.');
  let postgres: TempPostgres | undefined;
  let server: ChildServer | undefined;
  const students: Student[] = [];
  try {
    if (engine === 'postgres') postgres = await startTempPostgres();
    const target = { dataDir, databaseUrl: postgres?.url };
    await seedSchool(target, STUDENTS);
    const roomId = await enrolInLiveCourse(target);
    server = await startChildServer(
      join(import.meta.dirname, '../../server/main.ts'),
      {
        PORT: '0',
        HOST: '127.0.0.1',
        HG_DATA_DIR: dataDir,
        // Every bench student connects from loopback, one address: the per-address connection
        // cap (300 by default, issue 9) would count the whole channel as one client.
        HG_MAX_CONNECTIONS_PER_ADDRESS: '0',
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      },
      { nodeFlags: SERVER_NODE_FLAGS },
    );
    for (let first = 0; first < STUDENTS; first += ARRIVING_AT_ONCE) {
      const batch = Array.from(
        { length: Math.min(ARRIVING_AT_ONCE, STUDENTS - first) },
        (_, i) => first + i,
      );
      students.push(...(await Promise.all(batch.map((i) => arrive(server!.url, i, roomId)))));
    }
    if (MODE === 'push') await subscribeAll(server.url, students, roomId);
    await delay(2_000);
    const idleRss = server.memory().rss;

    const run: EngineRun = {
      engine,
      syncMs: [],
      postMs: [],
      deliveryMs: [],
      posted: 0,
      lostDeliveries: 0,
      statuses: new Map(),
      syncsPerSecond: 0,
      cpuPercent: 0,
      idleCpuPercent: Number.NaN,
      idleRss,
      peakRss: 0,
    };
    const count = (what: string, status: number) => {
      if (status === 200) return;
      const key = `${what} ${status}`;
      run.statuses.set(key, (run.statuses.get(key) ?? 0) + 1);
    };
    const postedAt = new Map<string, number>();
    const sync = async (student: Student, lastChange: string) => {
      const query = new URLSearchParams({ roomId, lastUpdate: nextSyncFrom(lastChange) });
      const answer = await student.client.send(
        'GET',
        `${chatPath(chatEndpoints.syncMessages.path)}?${query}`,
        undefined,
        student.headers,
      );
      count('sync', answer.status);
      if (answer.status !== 200) return { ms: answer.ms, lastChange };
      const now = Date.now();
      const { result } = JSON.parse(answer.body) as RocketSync;
      for (const message of result.updated) {
        if (!student.seen.has(message._id)) student.seen.set(message._id, now);
      }
      return { ms: answer.ms, lastChange: lastChangeOf(result, lastChange) };
    };
    /**
     * One reader's panel until `until`: a sync every `interval` (polling, or the pushed panel's
     * safety resync), the panels' timers spread over the interval.
     */
    const follow = async (student: Student, until: number, from: string) => {
      const interval = MODE === 'push' ? CHAT_RESYNC_MS : CHAT_POLL_MS;
      await delay(Math.min(Math.random() * interval, until - Date.now()));
      let lastChange = from;
      while (Date.now() < until) {
        const tick = Date.now();
        const answer = await sync(student, lastChange);
        lastChange = answer.lastChange;
        run.syncMs.push(answer.ms);
        await delay(Math.min(tick + interval, until) - Date.now());
      }
      return lastChange;
    };

    if (MODE === 'push') {
      // Every panel listens on its socket and resyncs on its timer; nobody writes.
      const idleCpuBefore = cpuMs(server.pid);
      const idleFrom = new Date().toISOString();
      const idleEnd = Date.now() + IDLE_SECONDS * 1000;
      await Promise.all(students.map((student) => follow(student, idleEnd, idleFrom)));
      run.idleCpuPercent = ((cpuMs(server.pid) - idleCpuBefore) / (IDLE_SECONDS * 1000)) * 100;
    }
    console.log(`${engine}: ${STUDENTS} students in the channel (${MODE}); ${SECONDS} s of chat…`);

    const stopSampling = server.sampleRss();
    const cpuBefore = cpuMs(server.pid);
    const began = Date.now();
    const end = began + SECONDS * 1000;
    const startedAt = new Date(began).toISOString();
    const readers = students.map((student) => follow(student, end, startedAt));
    const senders = students.slice(0, SENDERS).map(async (student, index) => {
      await delay((index * SEND_EVERY_MS) / SENDERS);
      let sent = 0;
      while (Date.now() < end - SEND_EVERY_MS) {
        const tick = Date.now();
        sent += 1;
        const answer = await student.client.send(
          'POST',
          chatPath(chatEndpoints.postMessage.path),
          { roomId, text: `Messaggio ${sent} di ${index}` },
          student.headers,
        );
        count('post', answer.status);
        run.postMs.push(answer.ms);
        if (answer.status === 200) {
          const { message } = JSON.parse(answer.body) as { message: { _id: string; ts: string } };
          postedAt.set(message._id, Date.parse(message.ts));
        }
        await delay(tick + SEND_EVERY_MS - Date.now());
      }
    });
    const lastChanges = await Promise.all(readers);
    await Promise.all(senders);
    const elapsed = Date.now() - began;
    run.cpuPercent = ((cpuMs(server.pid) - cpuBefore) / elapsed) * 100;
    run.peakRss = stopSampling();
    run.syncsPerSecond = run.syncMs.length / (elapsed / 1000);

    // One last look each, after the posting stopped: whatever was never seen is lost. A pushed
    // reader gets a short grace for the frames still on their way.
    if (MODE === 'push') await delay(LAST_DELIVERY_GRACE_MS);
    else await Promise.all(students.map((student, i) => sync(student, lastChanges[i]!)));
    run.posted = postedAt.size;
    for (const student of students) {
      for (const [id, at] of postedAt) {
        const seenAt = student.seen.get(id);
        if (seenAt === undefined) run.lostDeliveries += 1;
        else run.deliveryMs.push(seenAt - at);
      }
    }
    return run;
  } finally {
    for (const student of students) {
      student.reader?.close();
      student.client.close();
    }
    await server?.stop();
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Push mode: every reader opens its realtime socket and subscribes, a batch at a time. */
async function subscribeAll(url: string, students: Student[], roomId: string): Promise<void> {
  for (let first = 0; first < students.length; first += SUBSCRIBING_AT_ONCE) {
    await Promise.all(
      students.slice(first, first + SUBSCRIBING_AT_ONCE).map(async (student) => {
        const socketUrl = chatRealtimeUrl(SERVICE_PREFIXES.chatBaseUrl, url)!;
        student.reader = await openDdpReader(socketUrl, student.headers['x-auth-token']!, roomId);
        student.seen = student.reader.seen;
      }),
    );
  }
}

function printRun(run: EngineRun): void {
  const row = (what: string, samples: number[]) =>
    `  ${what.padEnd(22)} n=${String(samples.length).padStart(6)}  p50 ${formatMs(percentile(samples, 50)).padStart(8)}  p95 ${formatMs(percentile(samples, 95)).padStart(8)}  p99 ${formatMs(percentile(samples, 99)).padStart(8)}  max ${formatMs(samples.reduce((a, b) => Math.max(a, b), Number.NEGATIVE_INFINITY)).padStart(8)}`;
  console.log(`\n${run.engine}`);
  console.log(row(MODE === 'push' ? 'sync (resync)' : 'sync (one poll)', run.syncMs));
  console.log(row('post', run.postMs));
  console.log(row('post → seen by reader', run.deliveryMs));
  console.log(
    `  ${run.posted} messages × ${STUDENTS} readers; lost deliveries ${run.lostDeliveries}; refusals ${JSON.stringify(Object.fromEntries(run.statuses))}`,
  );
  console.log(
    `  ${MODE === 'poll' ? `${run.syncsPerSecond.toFixed(0)} syncs/s; ` : ''}server CPU ${run.cpuPercent.toFixed(0)} % of one core while chatting${MODE === 'push' ? `, ${run.idleCpuPercent.toFixed(0)} % while nobody wrote` : ''}; RSS idle ${formatMiB(run.idleRss)}, peak ${formatMiB(run.peakRss)}`,
  );
}

const machine = await printMachineLoad('before');
console.log(
  `Chat (${MODE}): ${STUDENTS} students in one channel for ${SECONDS} s, ${MODE === 'push' ? `each on a realtime socket, resyncing every ${CHAT_RESYNC_MS / 1000} s` : `a sync every ${CHAT_POLL_MS} ms each`}, ${SENDERS} senders every ${SEND_EVERY_MS / 1000} s.`,
);
const runs: EngineRun[] = [];
for (const engine of ENGINES) {
  if (engine !== 'pglite' && engine !== 'postgres') throw new Error(`unknown engine ${engine}`);
  runs.push(await runEngine(engine));
}
for (const run of runs) printRun(run);
const goals: GoalRow[] = runs.flatMap((run) => (MODE === 'push' ? pushGoals(run) : pollGoals(run)));
printGoalRows(
  `Goals (${MODE === 'push' ? 'issue 27 §4' : 'issue 14'}), ${STUDENTS} students`,
  goals,
  machine,
);
await printMachineLoad('after');

function deliveryGoals(run: EngineRun, p99Goal: number): GoalRow[] {
  return [
    {
      measure: `${run.engine}: post → every reader, p99`,
      value: formatMs(percentile(run.deliveryMs, 99)),
      goal: `≤ ${formatMs(p99Goal)}`,
      met: percentile(run.deliveryMs, 99) <= p99Goal,
    },
    {
      measure: `${run.engine}: lost deliveries`,
      value: String(run.lostDeliveries),
      goal: '0',
      met: run.lostDeliveries === 0,
    },
    {
      measure: `${run.engine}: refused or failed requests`,
      value: String([...run.statuses.values()].reduce((a, b) => a + b, 0)),
      goal: '0',
      met: run.statuses.size === 0,
    },
  ];
}

function pushGoals(run: EngineRun): GoalRow[] {
  return [
    ...deliveryGoals(run, 250),
    {
      measure: `${run.engine}: server CPU while nobody writes`,
      value: `${run.idleCpuPercent.toFixed(0)} % of one core`,
      goal: '< 50 % of one core',
      met: run.idleCpuPercent < 50,
    },
  ];
}

function pollGoals(run: EngineRun): GoalRow[] {
  return [
    ...deliveryGoals(run, 2_000),
    {
      measure: `${run.engine}: one sync, p99`,
      value: formatMs(percentile(run.syncMs, 99)),
      goal: '≤ 100 ms',
      met: percentile(run.syncMs, 99) <= 100,
    },
    // "Not overloaded": the server keeps a quarter of a core spare.
    {
      measure: `${run.engine}: server CPU`,
      value: `${run.cpuPercent.toFixed(0)} % of one core`,
      goal: '< 75 % of one core',
      met: run.cpuPercent < 75,
    },
  ];
}
