import type { AddressInfo, Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { hashPassword } from '../auth/passwords.ts';
import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../testing/test-database.ts';
import { TEST_JWT_SECRET } from '../testing/test-app.ts';
import { insertUser } from '../users/user-repository.ts';
import { HTTP_TIMEOUTS, type HttpTimeouts } from './http-limits.ts';
import { exchangeOn, openSocket, rawExchange } from './testing/raw-socket.ts';

const HEALTH = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n';
const PASSWORD = 'Scuola2026!';

// Real listening servers reached through real sockets: the cap counts connections per address.
describe(`connections beyond the per-address cap wait for a place (${TEST_ENGINE})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrate(database.db);
  });
  afterAll(() => database.drop());

  describe('a cap of 2', () => {
    const CAP = 2;
    /** Long header and keep-alive timers, so only the cap decides when a place frees. */
    const TIMEOUTS: HttpTimeouts = {
      headersMs: 10_000,
      requestMs: 20_000,
      keepAliveMs: 10_000,
      connectionWaitMs: 800,
    };
    let app: FastifyInstance;
    let port: number;
    beforeAll(async () => {
      app = await listeningApp(database, CAP, TIMEOUTS);
      port = (app.server.address() as AddressInfo).port;
    });
    afterAll(() => app.close());
    // Each test starts once the server has seen the previous one's connections close.
    beforeEach(() => openConnectionsReach(app, 0));

    it('serves a connection beyond the cap once one of its address closes, instead of a 429', async () => {
      const held = await holdConnections(port, CAP);
      const waiting = exchangeOn(await openSocket(port), HEALTH, 5_000);
      await openConnectionsReach(app, CAP + 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      held[0]!.destroy();
      const answer = await waiting;
      expect(answer.status).toBe(200);
      expect(answer.elapsedMs).toBeGreaterThanOrEqual(150);
      for (const socket of held) socket.destroy();
    });

    it('closes an answered connection while others of its address wait, so places rotate', async () => {
      // A kept-alive connection that asks again: with no one waiting it stays open...
      const first = await openSocket(port);
      const alone = await requestOn(first, HEALTH);
      expect(alone.connectionClose).toBe(false);
      const other = await holdConnections(port, 1);
      const waiting = exchangeOn(await openSocket(port), HEALTH, 5_000);
      await openConnectionsReach(app, 3);
      // ...with someone waiting, its next answer closes it, and the waiting one is served.
      const crowded = await requestOn(first, HEALTH);
      expect(crowded.connectionClose).toBe(true);
      expect((await waiting).status).toBe(200);
      for (const socket of [first, ...other]) socket.destroy();
    });

    it('answers 429 in Italian to a connection that waited too long, and at once past the line', async () => {
      const held = await holdConnections(port, CAP);
      try {
        const line = await Promise.all(Array.from({ length: CAP }, () => openSocket(port)));
        const waited = line.map((socket) => exchangeOn(socket, HEALTH, 5_000));
        const beyond = await rawExchange(port, HEALTH);
        expect(beyond.status).toBe(429);
        expect(beyond.elapsedMs).toBeLessThan(TIMEOUTS.connectionWaitMs);
        for (const answer of await Promise.all(waited)) {
          expect(answer.status).toBe(429);
          expect(answer.body).toEqual({
            message: expect.stringMatching(/^Troppe connessioni/),
            code: 'too_many_requests',
          });
          expect(answer.closed).toBe(true);
          expect(answer.elapsedMs).toBeGreaterThanOrEqual(TIMEOUTS.connectionWaitMs - 50);
        }
      } finally {
        for (const socket of held) socket.destroy();
      }
    });
    it('lets a connection that became the chat’s realtime socket out of the cap', async () => {
      // Two students' chat panels: sockets open for the whole lesson.
      const sockets = await Promise.all(
        Array.from({ length: CAP }, async () => {
          const socket = new WebSocket(`ws://127.0.0.1:${port}/api/chat/websocket`);
          await new Promise((resolve, reject) => {
            socket.addEventListener('open', resolve);
            socket.addEventListener('error', reject);
          });
          return socket;
        }),
      );
      // Their address's ordinary requests are served at once, not after a 429's wait.
      const answer = await rawExchange(port, HEALTH, 5_000);
      expect(answer.status).toBe(200);
      expect(answer.elapsedMs).toBeLessThan(TIMEOUTS.connectionWaitMs);
      for (const socket of sockets) socket.close();
    });
  });

  describe('a cap of 1 and a short header timer', () => {
    const TIMEOUTS: HttpTimeouts = {
      headersMs: 300,
      requestMs: 600,
      keepAliveMs: 10_000,
      connectionWaitMs: 5_000,
    };
    let app: FastifyInstance;
    let port: number;
    beforeAll(async () => {
      app = await listeningApp(database, 1, TIMEOUTS);
      port = (app.server.address() as AddressInfo).port;
    });
    afterAll(() => app.close());

    it('starts a waiting connection’s header timer when it gets its place, not when it arrives', async () => {
      // A kept-alive connection, idle after its answer, holds the one place.
      const held = await openSocket(port);
      expect((await requestOn(held, HEALTH)).status).toBe(200);
      const waiting = exchangeOn(await openSocket(port), HEALTH, 5_000);
      await openConnectionsReach(app, 2);
      // Well past the header timer (checked every 150 ms here) while it waits.
      await new Promise((resolve) => setTimeout(resolve, 3 * TIMEOUTS.headersMs));
      held.destroy();
      expect((await waiting).status).toBe(200);
    });
  });

  describe('300 students pressing «Accedi» at the same instant from one school address', () => {
    const STUDENTS = 300;
    /** Below the class, so 100 of them must wait for a place (the default is 300). */
    const CAP = 200;
    let app: FastifyInstance;
    let port: number;
    beforeAll(async () => {
      // One real hash for all, as bench:burst does: each sign-in still verifies it at full cost.
      const passwordHash = await hashPassword(PASSWORD);
      await database.db.transaction(async (tx) => {
        for (let index = 0; index < STUDENTS; index++) {
          await insertUser(tx, {
            email: studentEmail(index),
            name: `Studente ${index}`,
            role: 'student',
            passwordHash,
          });
        }
      });
      app = await listeningApp(database, CAP, HTTP_TIMEOUTS);
      port = (app.server.address() as AddressInfo).port;
    });
    afterAll(() => app.close());

    it('signs every one of them in', { timeout: 180_000 }, async () => {
      // Browsers keep their connection open after an answer: only the server frees a place.
      const sockets = await Promise.all(Array.from({ length: STUDENTS }, () => openSocket(port)));
      try {
        const answers = await Promise.all(
          sockets.map((socket, index) => requestOn(socket, signInRequest(studentEmail(index)))),
        );
        expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
        // The 100 waiting ones got their place from answers that closed their connection.
        expect(answers.filter((answer) => answer.connectionClose).length).toBeGreaterThanOrEqual(
          STUDENTS - CAP,
        );
      } finally {
        for (const socket of sockets) socket.destroy();
      }
    });
  });
});

async function listeningApp(
  database: TestDatabase,
  cap: number,
  timeouts: HttpTimeouts,
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: {
      ...loadConfig({ HG_JWT_SECRET: TEST_JWT_SECRET, HG_WEB_DIR: '/nonexistent/tj-web' }),
      maxConnectionsPerAddress: cap,
    },
    db: database.db,
    timeouts,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** Waits until the server counts `count` open connections (waiting ones included). */
async function openConnectionsReach(app: FastifyInstance, count: number): Promise<void> {
  const open = () =>
    new Promise<number>((resolve, reject) =>
      app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
    );
  while ((await open()) !== count) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** Connections that hold a place: each has sent a request line and nothing more yet. */
async function holdConnections(port: number, count: number): Promise<Socket[]> {
  const sockets = await Promise.all(Array.from({ length: count }, () => openSocket(port)));
  for (const socket of sockets) socket.write('GET /api/health HTTP/1.1\r\n');
  return sockets;
}

const studentEmail = (index: number) => `studente${index}@scuola.test`;

function signInRequest(email: string): string {
  const body = JSON.stringify({ email, password: PASSWORD });
  return (
    'POST /api/tj/auth/login HTTP/1.1\r\nHost: localhost\r\n' +
    `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

/**
 * Sends one request and waits for its whole answer, leaving the socket open as a browser's
 * kept-alive connection: the status (0 if the server closed first) and whether the answer
 * said it closes the connection.
 */
function requestOn(
  socket: Socket,
  data: string,
): Promise<{ status: number; connectionClose: boolean }> {
  return new Promise((resolve) => {
    let received = '';
    const done = (status: number, connectionClose: boolean) => {
      socket.off('data', onData);
      socket.off('close', onClose);
      resolve({ status, connectionClose });
    };
    const onData = (chunk: Buffer) => {
      received += chunk.toString('utf8');
      const headerEnd = received.indexOf('\r\n\r\n');
      if (headerEnd === -1) return;
      const head = received.slice(0, headerEnd);
      const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
      if (Buffer.byteLength(received.slice(headerEnd + 4)) < length) return;
      done(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), /\r\nconnection: close/i.test(head));
    };
    const onClose = () => done(0, true);
    socket.on('data', onData);
    socket.once('close', onClose);
    socket.write(data);
  });
}
