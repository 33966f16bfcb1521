import { createServer } from 'node:http';

/**
 * The load generator's ceiling in bench:api: the cheapest HTTP server Node has, answering one
 * constant body on every path with no routing, no hooks and no serialisation. Whatever rate
 * autocannon reaches against it is the most it can drive on this machine. Prints its URL.
 */
const body = Buffer.from(JSON.stringify({ status: 'ok' }));
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  response.end(body);
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`raw node:http: http://127.0.0.1:${port}`);
});
process.once('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
