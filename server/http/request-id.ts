// eslint-disable-next-line one-home/random-secret -- a request id, printed in logs and shown to users: an identifier, not a secret
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv6 } from 'node:net';
import type { ServerConfig } from '../config.ts';

/** The header a request's id travels in, both ways. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming id may look like: short, and only characters that cannot break a log line or
 * a header (a proxy's UUID, nginx's $request_id, a load balancer's trace id all fit).
 */
const VALID_INCOMING_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify's genReqId: the id of a request in its log lines, its X-Request-Id answer header and its
 * error body. A trusted proxy's X-Request-Id is kept, so one id follows the request from the proxy's
 * log into ours; anyone else's is ignored (a client must not choose the id it is logged under).
 * Otherwise 12 random hex characters: short enough to read out on the phone, and 48 bits make a
 * repeat within a school's logs unlikely. randomUUID draws from a cached pool: no system call per
 * request.
 */
export function requestIdGenerator(
  trustProxy: ServerConfig['trustProxy'],
): (request: IncomingMessage) => string {
  const trusted = trustedPeer(trustProxy);
  return (request) => {
    const incoming = request.headers[REQUEST_ID_HEADER];
    if (
      typeof incoming === 'string' &&
      VALID_INCOMING_ID.test(incoming) &&
      trusted(request.socket.remoteAddress)
    ) {
      return incoming;
    }
    const uuid = randomUUID();
    return uuid.slice(0, 8) + uuid.slice(9, 13);
  };
}

/** Whether the connection's peer is a proxy TRUST_PROXY trusts (the one that set the header). */
function trustedPeer(trustProxy: ServerConfig['trustProxy']): (address?: string) => boolean {
  if (trustProxy === false || trustProxy === 0) return () => false;
  // true, or a hop count of at least one: the immediate peer is a trusted proxy.
  if (trustProxy === true || typeof trustProxy === 'number') return () => true;
  const list = new BlockList();
  for (const entry of trustProxy) {
    const [address = '', bits] = entry.split('/');
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    try {
      if (bits === undefined) list.addAddress(address, family);
      else list.addSubnet(address, Number(bits), family);
    } catch {
      // A name Fastify's own list accepts but BlockList does not ('loopback'): not trusted here.
    }
  }
  return (address) => {
    if (address === undefined) return false;
    const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
    return list.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
}
