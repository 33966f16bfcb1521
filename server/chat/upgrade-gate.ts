import { EventEmitter } from 'node:events';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

const pathOf = (request: IncomingMessage) => (request.url ?? '').split('?', 1)[0];

/**
 * Lets WebSocket upgrades through at `path` only, and answers what @fastify/websocket should
 * listen on instead of the server. Without it, its upgrade listener takes every request that
 * carries `Upgrade` (an `h2c` attempt of an HTTP client, to any path) out of Node's HTTP
 * handling: answered by a route, but its connection then never closed nor timed out.
 * Node 24.9+ asks `shouldUpgradeCallback`, so such requests stay ordinary requests; an older
 * Node 24 hands them to the listener, which refuses them and closes the connection.
 */
export function upgradesOnlyAt(server: Server, path: string): EventEmitter {
  const gate = new EventEmitter();
  const node = server as Server & { shouldUpgradeCallback?: (request: IncomingMessage) => boolean };
  const accepts = node.shouldUpgradeCallback;
  if (typeof accepts === 'function') {
    node.shouldUpgradeCallback = function (this: Server, request) {
      return pathOf(request) === path && accepts.call(this, request);
    };
  }
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (pathOf(request) === path) {
      gate.emit('upgrade', request, socket, head);
      return;
    }
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n', () =>
      socket.destroy(),
    );
  });
  return gate;
}
