import type { CustomFetch } from 'openid-client';
import type { AccessClaims } from '#common/auth/claims.ts';
import type { AccessTokenService } from './auth/access-tokens.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { EndpointRegistry } from './http/endpoint-registry.ts';
import type { OperationsWatch } from './operations/operations-watch.ts';
import type { ServerMetrics } from './operations/server-metrics.ts';

/**
 * What every route may use, decorated on the Fastify instance as `services` (HOUSE-STYLE:
 * repositories as decorators). Tests replace `clock` to move time forward.
 */
export interface AppServices {
  config: ServerConfig;
  db: Database;
  accessTokens: AccessTokenService;
  /** Current time in milliseconds; Date.now outside tests. */
  clock: () => number;
  /** The declared endpoints registered so far (each exactly once). */
  endpoints: EndpointRegistry;
  /** Parse every JSON answer with its declared schema (tests), instead of trusting its type. */
  checkAnswers: boolean;
  /** This process's figures for /metrics and the admin page (server/operations). */
  metrics: ServerMetrics;
  /** Disk space and the last backup, read in the background (health, admin page). */
  operations: OperationsWatch;
  /** Tests only: the fetch of the school sign-in's OpenID client; the global fetch otherwise. */
  identityProviderFetch?: IdentityProviderFetch;
}

/** openid-client's custom fetch (its `customFetch` option). */
export type IdentityProviderFetch = CustomFetch;

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
  interface FastifyRequest {
    /** The verified access-token claims; set by requireRole, null before it ran. */
    auth: AccessClaims | null;
  }
}
