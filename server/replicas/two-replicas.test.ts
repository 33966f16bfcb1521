// eslint-disable-next-line one-home/random-secret -- a test database's name: not a secret
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DDPSDK } from '@rocket.chat/ddp-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenResponseSchema } from '#common/api/auth.ts';
import {
  rocketErrorSchema,
  rocketLoginSchema,
  rocketPostMessageSchema,
  type RocketMessage,
} from '#common/api/chat/rocket.ts';
import { CHAT_RATE_LIMITS } from '../chat/chat-rate-limit.ts';
import type { Database } from '../db/database.ts';
import { openPostgresDatabase } from '../db/postgres-database.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { startReplica, type ReplicaProcess } from './replica-process.test-helper.ts';

/** The channel of the demo's live course that studente2's class follows. */
const ROOM = 'sicurezza-informatica';
const SARA = 'studente2@demo.test';
const ADMIN = 'admin@demo.test';
const POST_LIMIT = CHAT_RATE_LIMITS['/chat.postMessage']!.limit;

/**
 * Two real server processes on one fresh PostgreSQL database, as two replicas behind a proxy
 * (issue 28 §3, docs/operations.md): what one replica counts or rotates, the other must see.
 * PGlite has no replicas: one process owns its data directory and refuses a second.
 */
describe.skipIf(TEST_ENGINE !== 'postgres')(
  'two server processes on one PostgreSQL (PostgreSQL only: a PGlite data directory has one owner process, so it has no replicas)',
  () => {
    let admin: Database;
    let database: string;
    let dataDir: string;
    let replicas: ReplicaProcess[] = [];
    const sdks: DDPSDK[] = [];

    beforeAll(async () => {
      const url = new URL(process.env.DATABASE_URL!);
      admin = await openPostgresDatabase({ connectionString: url.href });
      database = `tj_replicas_${randomBytes(6).toString('hex')}`;
      await admin.exec(`CREATE DATABASE ${database}`);
      url.pathname = `/${database}`;
      // One media folder for both, as replicas share one (docs/operations.md).
      dataDir = await mkdtemp(join(tmpdir(), 'tj-replicas-'));
      const env = {
        DATABASE_URL: url.href,
        HG_DATA_DIR: dataDir,
        HG_WEB_DIR: join(dataDir, 'no-web-ui'),
      };
      // Started together on an empty database: migrations and the demo seed apply once.
      replicas = await Promise.all([startReplica(env), startReplica(env)]);
    }, 120_000);
    afterAll(async () => {
      for (const sdk of sdks) sdk.connection.close();
      await Promise.all(replicas.map((replica) => replica.stop()));
      if (admin) {
        await admin.exec(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        await admin.close();
      }
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    /** The replica the i-th request goes to: alternately one and the other. */
    const replica = (i: number) => replicas[i % 2]!.url;

    const signIn = async (base: string, email: string) => {
      const answer = await fetch(`${base}api/tj/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-tj-client': 'desktop' },
        body: JSON.stringify({ email, password: 'Demo2026!' }),
      });
      expect(answer.status).toBe(200);
      return tokenResponseSchema.parse(await answer.json());
    };
    const refresh = (base: string, token: string) =>
      fetch(`${base}api/tj/refresh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-tj-client': 'desktop' },
        body: JSON.stringify({ refresh_token: token }),
      });
    const chatSessionOf = async (email: string) => {
      const tokens = await signIn(replica(0), email);
      const answer = await fetch(`${replica(0)}api/tj/chat/login`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      return rocketLoginSchema.parse(await answer.json()).data;
    };
    const chatRest = (
      base: string,
      session: { userId: string; authToken: string },
      path: string,
      body: object,
    ) =>
      fetch(`${base}api/chat/api/v1${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-auth-token': session.authToken,
          'x-user-id': session.userId,
        },
        body: JSON.stringify(body),
      });

    it('counts one posting limit for a user whose messages reach both replicas', async () => {
      const sara = await chatSessionOf(SARA);
      expect((await chatRest(replica(0), sara, '/channels.join', { roomId: ROOM })).status).toBe(
        200,
      );
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          chatRest(replica(i), sara, '/chat.postMessage', { roomId: ROOM, text: `Raffica ${i}` }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
      expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(POST_LIMIT);
      const refused = answers.filter((answer) => answer.status === 429);
      expect(refused.length).toBeGreaterThanOrEqual(10 - POST_LIMIT);
      for (const answer of refused) {
        expect(rocketErrorSchema.parse(await answer.json()).errorType).toBe(
          'error-too-many-requests',
        );
      }
    });

    it('signs nobody out when 20 refreshes of one token reach both replicas at once', async () => {
      const first = await signIn(replica(0), 'docente@demo.test');
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => refresh(replica(i), first.refresh_token ?? '')),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
      const pairs = await Promise.all(
        answers.map(async (answer) => tokenResponseSchema.parse(await answer.json())),
      );
      const successors = new Set(pairs.map((pair) => pair.refresh_token));
      expect(successors.size).toBe(1);
      // The successor goes on working on either replica, and so does an access token one signed.
      const [successor] = [...successors];
      const next = await refresh(replica(1), successor ?? '');
      expect(next.status).toBe(200);
      const status = await fetch(`${replica(0)}api/tj/tech-journey/get-status`, {
        headers: {
          authorization: `Bearer ${tokenResponseSchema.parse(await next.json()).access_token}`,
        },
      });
      expect(status.status).toBe(200);
    });

    it("delivers a message posted on one replica to a reader on the other's socket", async () => {
      const [sara, teacher] = [await chatSessionOf(SARA), await chatSessionOf(ADMIN)];
      expect((await chatRest(replica(0), teacher, '/channels.join', { roomId: ROOM })).status).toBe(
        200,
      );
      const reader = DDPSDK.create(`${replica(1)}api/chat`);
      sdks.push(reader);
      await reader.connection.connect();
      await reader.account.loginWithToken(sara.authToken);
      const seen: RocketMessage[] = [];
      const stream = reader.stream('room-messages', ROOM, (message) => {
        seen.push(message as unknown as RocketMessage);
      });
      await stream.ready();

      const answer = await chatRest(replica(0), teacher, '/chat.postMessage', {
        roomId: ROOM,
        text: 'Dalla prima replica',
      });
      expect(answer.status).toBe(200);
      const posted = rocketPostMessageSchema.parse(await answer.json()).message;
      await vi.waitFor(() => expect(seen).toEqual([posted]));
    });
  },
);
