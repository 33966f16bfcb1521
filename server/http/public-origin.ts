import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';

type PublicUrlConfig = Pick<ServerConfig, 'publicUrl' | 'port'>;

/**
 * The platform's public origin (`https://tj.scuola.example`, no trailing slash): the one home of
 * every address the server writes into something that outlives a request — Open Badges ids,
 * certificates' verification QR codes, credential slips, operator exports. It comes from
 * HG_PUBLIC_URL only: a request's Host header is chosen by the caller, and trusting it let a
 * forged Host store assertions under another site's address (issue 26). Unset, the server is
 * taken to be reached on this machine: `http://localhost:<port>` (the demo, development, tests).
 */
export function publicOrigin(config: PublicUrlConfig, listeningPort = config.port): string {
  return config.publicUrl ?? `http://localhost:${listeningPort}`;
}

/** The public origin of a running server: with PORT=0, the port it actually listens on. */
export function serverPublicOrigin(server: FastifyInstance): string {
  const address = server.server.address() as AddressInfo | string | null;
  const listeningPort = typeof address === 'object' && address ? address.port : undefined;
  return publicOrigin(server.services.config, listeningPort);
}

/**
 * The start-up warning of a production server without HG_PUBLIC_URL. A warning, not a refusal:
 * `npm run serve` runs the demo in production mode on this machine, where the default is right;
 * a school's server would print addresses nobody else can open, so the log says what to set.
 */
export function publicUrlWarning(
  config: PublicUrlConfig & Pick<ServerConfig, 'environment'>,
): string | undefined {
  if (config.publicUrl !== undefined || config.environment !== 'production') return undefined;
  return `HG_PUBLIC_URL is not set: badges, certificates' QR codes and credential slips will name ${publicOrigin(config)}, reachable only from this machine. Set it to the platform's public origin, such as https://tj.scuola.example.`;
}
