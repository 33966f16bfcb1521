import type { AddressInfo, Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { createTestDatabase, TEST_ENGINE, type TestDatabase } from '../testing/test-database.ts';
import { TEST_JWT_SECRET } from '../testing/test-app.ts';
import type { HttpTimeouts } from './http-limits.ts';
import { exchangeOn, openSocket, rawExchange } from './testing/raw-socket.ts';

/** Shortened so the test waits well under a second for each of them. */
const TIMEOUTS: HttpTimeouts = {
  headersMs: 300,
  requestMs: 600,
  keepAliveMs: 300,
  connectionWaitMs: 2_000,
};
/** How much later than its timeout a connection may be cut (Node checks on an interval). */
const SLACK_MS = 1_000;
const MAX_CONNECTIONS = 4;

const ITALIAN_ERROR = {
  message: expect.stringMatching(/[a-zàèéìòù]/),
  code: expect.stringMatching(/^[a-z_]+$/),
};

// A real listening server, reached through raw TCP sockets: what a browser never sends.
describe(`hostile clients on a listening server (${TEST_ENGINE})`, () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrate(database.db);
    app = await buildApp({
      config: {
        ...loadConfig({ HG_JWT_SECRET: TEST_JWT_SECRET, HG_WEB_DIR: '/nonexistent/tj-web' }),
        maxConnectionsPerAddress: MAX_CONNECTIONS,
      },
      db: database.db,
      timeouts: TIMEOUTS,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('cuts a request whose body never finishes, answering 408 in Italian', async () => {
    const answer = await rawExchange(
      port,
      'POST /api/tj/auth/login HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":"studente',
    );
    expect(answer.closed).toBe(true);
    expect(answer.elapsedMs).toBeLessThan(TIMEOUTS.requestMs + SLACK_MS);
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({ ...ITALIAN_ERROR, code: 'request_timeout' });
  });

  it('cuts a request whose headers never finish', async () => {
    const answer = await rawExchange(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    expect(answer.closed).toBe(true);
    expect(answer.elapsedMs).toBeLessThan(TIMEOUTS.headersMs + SLACK_MS);
  });

  it('closes an idle kept-alive connection', async () => {
    const socket = await openSocket(port);
    const first = await exchangeOnKeepingOpen(
      socket,
      'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n',
    );
    expect(first).toContain('200 OK');
    const idle = await exchangeOn(socket, '');
    expect(idle.closed).toBe(true);
    // Node 24 waits a further keepAliveTimeoutBuffer (1 s) before it closes.
    expect(idle.elapsedMs).toBeLessThan(TIMEOUTS.keepAliveMs + 1_000 + SLACK_MS);
  });

  // Up to the cap's number of connections more wait for a place (connection-queue.test.ts);
  // one beyond those is refused at once.
  it('refuses a connection beyond the cap per address and its waiting line with 429, and takes one again once freed', async () => {
    const held = await Promise.all(Array.from({ length: MAX_CONNECTIONS }, () => openSocket(port)));
    const line = await Promise.all(Array.from({ length: MAX_CONNECTIONS }, () => openSocket(port)));
    try {
      // Half-sent headers keep them open without a keep-alive timer running.
      for (const socket of held) socket.write('GET /api/health HTTP/1.1\r\n');
      const refused = await rawExchange(port, '');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ ...ITALIAN_ERROR, code: 'too_many_requests' });
      expect(refused.closed).toBe(true);
    } finally {
      for (const socket of [...held, ...line]) socket.destroy();
    }
    await waitUntilClosed([...held, ...line]);
    const again = await rawExchange(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(again.status).toBe(200);
  });

  it('answers headers too large with 431 in Italian JSON', async () => {
    const answer = await rawExchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.body).toEqual({ ...ITALIAN_ERROR, code: 'headers_too_large' });
  });

  it.each([
    ['a malformed request line', 'GARBAGE\r\n\r\n'],
    ['a malformed header', 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n'],
    [
      'both Content-Length and chunked',
      'POST /api/tj/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ],
    ['no Host header', 'GET /api/health HTTP/1.1\r\n\r\n'],
  ])('answers %s with 400 in Italian JSON', async (_case, data) => {
    const answer = await rawExchange(port, data);
    expect(answer.status).toBe(400);
    // A request the parser refused has no request id; one refused by our guards has one.
    const { request_id: _requestId, ...body } = answer.body as Record<string, unknown>;
    expect(body).toEqual({ ...ITALIAN_ERROR, code: 'bad_request' });
  });
});

/** Sends one request and answers the raw answer text, leaving the socket open. */
function exchangeOnKeepingOpen(socket: Socket, data: string): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const headerEnd = text.indexOf('\r\n\r\n');
      const length = /content-length:\s*(\d+)/i.exec(text);
      if (headerEnd !== -1 && length && text.length - headerEnd - 4 >= Number(length[1])) {
        socket.off('data', onData);
        resolve(text);
      }
    };
    socket.on('data', onData);
    socket.write(data);
  });
}

function waitUntilClosed(sockets: Socket[]): Promise<void> {
  return Promise.all(
    sockets.map((socket) =>
      socket.closed
        ? Promise.resolve()
        : new Promise<void>((resolve) => socket.once('close', () => resolve())),
    ),
  ).then(() => new Promise((resolve) => setTimeout(resolve, 50)));
}
