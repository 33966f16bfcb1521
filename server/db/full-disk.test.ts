import { execFileSync } from 'node:child_process';
import { chownSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../classrooms/upload-test-helpers.ts';
import { startFailure } from '../main.ts';
import { startPlatformServer } from '../start.ts';
import { signedInClient } from '../testing/signed-in-client.ts';
import {
  CAN_MOUNT,
  CANNOT_MOUNT_REASON,
  mountSmallDisk,
  type SmallDisk,
} from '../testing/small-disk.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import type { Database } from './database.ts';
import { DataDirectoryError } from './data-directory-check.ts';
import { PGLITE_SUBDIRECTORY } from './open-database.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';
import { fixtureFiles } from './upgrade-fixture/upgrade-facts.ts';

// Issue 28 §4 on a REAL full disk: a small tmpfs holds the data directory (PGlite) or a
// tablespace of the table a request writes (PostgreSQL).
const PROFESSOR = 'docente@demo.test';
const DISK_FULL_MESSAGE =
  'Il server ha esaurito lo spazio su disco: avvisa il tecnico della scuola.';
const whenRoot = (title: string) => (CAN_MOUNT ? title : `${title} (${CANNOT_MOUNT_REASON})`);

/** The previous release's PGlite data directory (a seeded database), unpacked into `dir`. */
function unpackPgliteFixture(dir: string): void {
  mkdirSync(dir, { recursive: true });
  execFileSync('tar', [
    '-xzf',
    fixtureFiles(join(import.meta.dirname, 'upgrade-fixture'), 'pglite').data,
    '-C',
    dir,
  ]);
}

describe.skipIf(!CAN_MOUNT)(
  whenRoot(`starting on a full or read-only disk (${TEST_ENGINE})`),
  () => {
    let disk: SmallDisk;
    beforeAll(() => {
      disk = mountSmallDisk(80);
    });
    afterEach(() => {
      disk.readOnly(false);
      disk.free();
    });
    afterAll(() => disk?.unmount());

    const start = (dataDir: string) =>
      startPlatformServer({ port: 0, host: '127.0.0.1', dataDir, webDir: '/nonexistent/web' });

    async function failure(dataDir: string): Promise<DataDirectoryError> {
      const error = await start(dataDir).then(
        async (server) => {
          await server.close();
          throw new Error('the server started');
        },
        (error: unknown) => error,
      );
      expect(error).toBeInstanceOf(DataDirectoryError);
      return error as DataDirectoryError;
    }

    it('says the disk is full and what to do, for a new data directory and an existing one', async () => {
      if (TEST_ENGINE === 'pglite') unpackPgliteFixture(join(disk.dir, 'existing'));
      disk.fill();
      for (const dataDir of [join(disk.dir, 'new'), join(disk.dir, 'existing')]) {
        const error = await failure(dataDir);
        const line = startFailure(error);
        expect(line).toContain(`the disk of the data directory ${dataDir} is full`);
        expect(line).toMatch(/Free space on that disk .* or set HG_DATA_DIR/);
        expect(line).not.toMatch(/Aborted|initialize/);
      }
    });

    it('says the data directory is read-only', async () => {
      mkdirSync(join(disk.dir, 'existing'), { recursive: true });
      disk.readOnly(true);
      for (const dataDir of [join(disk.dir, 'new', 'deeper'), join(disk.dir, 'existing')]) {
        const line = startFailure(await failure(dataDir));
        expect(line).toContain(
          `the data directory ${dataDir} is on a read-only file system (EROFS)`,
        );
        expect(line).toMatch(/Mount that disk read-write, or set HG_DATA_DIR/);
      }
    });
  },
);

/**
 * Classes created one by one until the disk is full: the first refused write answers 507 with
 * the Italian message and is logged once; reading still works; freed, writing works again.
 * @returns how many creations were acknowledged (201)
 */
async function writeUntilFull(t: TestApp, disk: SmallDisk, logLines: LogLine[]): Promise<number> {
  const client = signedInClient(t);
  const create = (name: string) => client.post(PROFESSOR, '/classroom', { Name: name });
  // Signing in writes a session: done while there is room.
  await client.tokenOf(PROFESSOR);
  const chat = await joinChat(t);
  expect((await create('Prima del disco pieno')).statusCode).toBe(201);
  disk.fill();
  let acknowledged = 1;
  const refused: number[] = [];
  for (let i = 0; refused.length < 3 && i < 5_000; i++) {
    const answer = await create(`Disco pieno ${i}`);
    if (answer.statusCode === 201) {
      acknowledged++;
      continue;
    }
    expect(answer.statusCode).toBe(507);
    expect(answer.json()).toEqual({
      message: DISK_FULL_MESSAGE,
      code: 'insufficient_storage',
      request_id: expect.any(String),
    });
    refused.push(i);
  }
  expect(refused).toHaveLength(3);
  await postUntilFull(t, chat);
  const errors = logLines.filter((line) => line.level >= 50);
  expect(errors.map((line) => line.msg)).toEqual([expect.stringMatching(/out of disk space/)]);
  expect((await client.get(PROFESSOR, '/classroom/prof')).statusCode).toBe(200);
  disk.free();
  expect((await create('Dopo il disco pieno')).statusCode).toBe(201);
  return acknowledged + 1;
}

const CHAT = '/api/chat/api/v1';
const ROOM = 'sicurezza-informatica';

/** A student's chat session, in the room (both written while there is room). */
async function joinChat(t: TestApp): Promise<Record<string, string>> {
  const login = await signedInClient(t).post('studente2@demo.test', '/chat/login');
  const { userId, authToken } = (login.json() as { data: { userId: string; authToken: string } })
    .data;
  const headers = { 'x-auth-token': authToken, 'x-user-id': userId };
  const joined = await t.app.inject({
    method: 'POST',
    url: `${CHAT}/channels.join`,
    headers,
    payload: { roomId: ROOM },
  });
  expect(joined.statusCode).toBe(200);
  return headers;
}

/** Chat messages until one finds no room: 507 in Rocket.Chat's envelope, the message Italian. */
async function postUntilFull(t: TestApp, headers: Record<string, string>): Promise<void> {
  for (let i = 0; i < 2_000; i++) {
    // The chat allows 5 messages in 5 seconds: the clock moves on instead of the test waiting.
    if (i % 5 === 0) t.advanceClock(5_000);
    const answer = await t.app.inject({
      method: 'POST',
      url: `${CHAT}/chat.postMessage`,
      headers,
      payload: { roomId: ROOM, text: `Messaggio ${i} `.repeat(50) },
    });
    if (answer.statusCode === 200) continue;
    expect(answer.statusCode).toBe(507);
    expect(answer.json()).toEqual({
      success: false,
      error: DISK_FULL_MESSAGE,
      errorType: 'insufficient_storage',
    });
    return;
  }
  throw new Error('the chat never ran out of room');
}

interface LogLine {
  level: number;
  msg: string;
}

const countOurClasses = async (db: Database): Promise<number> => {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM classrooms WHERE name LIKE '%disco pieno%' OR name LIKE 'Disco pieno %'`,
  );
  return row!.n;
};

describe.skipIf(!CAN_MOUNT || TEST_ENGINE !== 'pglite')(
  whenRoot('writes on a full disk, PGlite data directory on it'),
  () => {
    let disk: SmallDisk;
    let db: Database | undefined;
    let t: TestApp | undefined;
    const logLines: LogLine[] = [];
    const pgliteDir = () => join(disk.dir, 'data', PGLITE_SUBDIRECTORY);
    beforeAll(async () => {
      disk = mountSmallDisk(96);
      unpackPgliteFixture(join(disk.dir, 'data'));
      db = await openPgliteDatabase(pgliteDir());
      t = await createTestApp({
        database: db,
        logger: {
          level: 'info',
          stream: { write: (line) => void logLines.push(JSON.parse(line)) },
        },
      });
    });
    afterAll(async () => {
      await t?.close();
      await db?.close();
      disk?.unmount();
    });

    it('answers 507, logs it once, and keeps every acknowledged write', async () => {
      const acknowledged = await writeUntilFull(t!, disk, logLines);
      await t!.close();
      await db!.close();
      t = undefined;
      db = await openPgliteDatabase(pgliteDir());
      expect(await countOurClasses(db)).toBe(acknowledged);
    });
  },
);

describe.skipIf(!CAN_MOUNT || TEST_ENGINE !== 'postgres')(
  whenRoot('writes on a full disk, a PostgreSQL tablespace on it'),
  () => {
    let disk: SmallDisk;
    let t: TestApp | undefined;
    const logLines: LogLine[] = [];
    const tablespace = `tj_full_${process.pid}`;
    beforeAll(async () => {
      disk = mountSmallDisk(16);
      const location = join(disk.dir, 'tablespace');
      mkdirSync(location);
      // The PostgreSQL of the tests runs as the postgres user (scripts/with-postgres.sh).
      chownSync(location, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), 0);
      t = await createTestApp({
        logger: {
          level: 'info',
          stream: { write: (line) => void logLines.push(JSON.parse(line)) },
        },
      });
      await t.db.exec(`CREATE TABLESPACE ${tablespace} LOCATION '${location}'`);
      await t.db.exec(`ALTER TABLE classrooms SET TABLESPACE ${tablespace}`);
      await t.db.exec(`ALTER TABLE chat_messages SET TABLESPACE ${tablespace}`);
    });
    afterAll(async () => {
      await t?.close();
      const admin = await openPostgresDatabase({ connectionString: process.env.DATABASE_URL! });
      await admin.exec(`DROP TABLESPACE IF EXISTS ${tablespace}`);
      await admin.close();
      disk?.unmount();
    });

    it('answers 507, logs it once, and keeps every acknowledged write', async () => {
      const acknowledged = await writeUntilFull(t!, disk, logLines);
      expect(await countOurClasses(t!.db)).toBe(acknowledged);
    });
  },
);

describe.skipIf(!CAN_MOUNT)(whenRoot(`an upload onto a full disk (${TEST_ENGINE})`), () => {
  let disk: SmallDisk;
  let t: TestApp;
  const previousTmpdir = process.env.TMPDIR;
  beforeAll(async () => {
    disk = mountSmallDisk(4);
    t = await createTestApp();
    // Uploads are streamed into os.tmpdir(), which follows TMPDIR.
    process.env.TMPDIR = disk.dir;
  });
  afterAll(async () => {
    if (previousTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmpdir;
    await t?.close();
    disk?.unmount();
  });

  it('answers 507, not that the file is unreadable', async () => {
    disk.fill(64 * 1024);
    const { payload, headers } = multipartFile('pacchetto.zip', Buffer.alloc(1024 * 1024, 1), {
      field: 'pack',
    });
    const answer = await signedInClient(t).call(
      'POST',
      'admin@demo.test',
      '/tech-journey/content-packs/dry-run',
      payload,
      headers,
    );
    expect(answer.statusCode).toBe(507);
    expect(answer.json()).toEqual({
      message: DISK_FULL_MESSAGE,
      code: 'insufficient_storage',
      request_id: expect.any(String),
    });
  });
});
