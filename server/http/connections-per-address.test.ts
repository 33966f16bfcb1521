import { createServer, get, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { limitConnectionsPerAddress } from './connections-per-address.ts';

/** Serves one request; the handler reports how many 'close' listeners its answer carried. */
async function closeListenersOnAnAnswer(server: Server, seen: number[]): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await new Promise<void>((resolve, reject) => {
      get({ port, host: '127.0.0.1', path: '/', agent: false }, (answer) => {
        answer.resume();
        answer.on('end', resolve);
      }).on('error', reject);
    });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return seen[0] ?? Number.NaN;
}

function recordingServer(seen: number[]): Server {
  return createServer((_request, response: ServerResponse) => {
    seen.push(response.listenerCount('close'));
    response.end('ok');
  });
}

// The cap runs on every request of every route: it must stay a lookup, not listeners (issue 27).
describe('the per-address connection cap on each request', () => {
  it('keeps the server one request listener: its own wraps the app’s, so Node copies no list', async () => {
    const seen: number[] = [];
    const server = recordingServer(seen);
    limitConnectionsPerAddress(server, { max: 2, waitMs: 1000 });
    expect(server.listenerCount('request')).toBe(1);
    // The app's handler still answers through it.
    expect(await closeListenersOnAnAnswer(server, seen)).toBeGreaterThanOrEqual(0);
  });

  it('adds no listener to an answer', async () => {
    const bare: number[] = [];
    const capped: number[] = [];
    const cappedServer = recordingServer(capped);
    limitConnectionsPerAddress(cappedServer, { max: 2, waitMs: 1000 });
    expect(await closeListenersOnAnAnswer(cappedServer, capped)).toBe(
      await closeListenersOnAnAnswer(recordingServer(bare), bare),
    );
  });
});
