import type { FastifyRequest } from 'fastify';

/** A Host value: a name or an IPv4 address, or a bracketed IPv6 one, with an optional port. */
const HOST_PATTERN =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the caller reached this server at (`https://scuola.example`), only for an address
 * handed back to that same caller at once (the LTI launch page the UI opens next). Never for what
 * is stored, printed or published: the caller chooses its Host header, so those come from
 * HG_PUBLIC_URL (public-origin.ts). Whatever the Host header says beyond a host name and port is
 * not taken: then the server's own listening address is used instead.
 */
export function requestOrigin(request: FastifyRequest): string {
  const host = request.host;
  if (HOST_PATTERN.test(host)) return `${request.protocol}://${host.toLowerCase()}`;
  const { host: listenHost, port } = request.server.services.config;
  return `http://${listenHost}:${port}`;
}
