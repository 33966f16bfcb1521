/**
 * The layers of the platform server's request path that bench:overhead adds one by one to bare
 * Fastify (layered-fastify.ts builds them), in the order server/app.ts adds them.
 */
export const LAYERS = [
  'logger (pino, one line per answer at a level that follows its status)',
  'timeouts, Italian answers to framework and client errors',
  'connection cap per address',
  'Host header required',
  'draft-preview write guard',
  'security headers (nosniff, no-referrer; CSP and framing ban on pages)',
  'CORS',
  'compression decision',
] as const;
