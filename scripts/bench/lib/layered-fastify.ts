import Fastify from 'fastify';
import { loadConfig } from '../../../server/config.ts';
import { answerClientError } from '../../../server/http/client-error.ts';
import { compressAnswers } from '../../../server/http/compression.ts';
import { limitConnectionsPerAddress } from '../../../server/http/connections-per-address.ts';
import { allowCrossOrigin } from '../../../server/http/cors.ts';
import { handleError } from '../../../server/http/error-handler.ts';
import { refuseMissingHost } from '../../../server/http/host-header.ts';
import { HTTP_TIMEOUTS, timeoutServerOptions } from '../../../server/http/http-limits.ts';
import { AnswerLogController, loggerConfig } from '../../../server/http/logger.ts';
import { guardRequests, type RequestGuard } from '../../../server/http/request-guards.ts';
import { lazyRequestLogger } from '../../../server/http/request-logger.ts';
import { addSecurityHeaders } from '../../../server/http/security-headers.ts';
import {
  installDraftPreview,
  refusePreviewWrite,
} from '../../../server/studio/preview/draft-preview.ts';
import { LAYERS } from './overhead-layers.ts';

/**
 * bench:overhead's server: bare Fastify plus the first N layers of the platform server's
 * request path (overhead-layers.ts), in the order server/app.ts adds them, each from the module the platform server
 * uses. LAYERS (a count) says how many; BODIES (JSON: path → answer) what the two routes answer,
 * the platform server's own answers. Prints its URL.
 */

const layers = Number(process.env.LAYERS ?? 0);
const on = (name: (typeof LAYERS)[number]) => LAYERS.indexOf(name) < layers;
const config = loadConfig();
const app = Fastify({
  logger: on(LAYERS[0]) ? loggerConfig({ level: config.logLevel }) : false,
  ...(on(LAYERS[0])
    ? { logController: new AnswerLogController(), childLoggerFactory: lazyRequestLogger }
    : {}),
  ...(on(LAYERS[1])
    ? {
        frameworkErrors: handleError,
        clientErrorHandler: answerClientError,
        ...timeoutServerOptions(HTTP_TIMEOUTS),
      }
    : {}),
});
if (on(LAYERS[1])) app.setErrorHandler(handleError);
if (on(LAYERS[2])) {
  limitConnectionsPerAddress(app.server, {
    max: config.maxConnectionsPerAddress,
    waitMs: HTTP_TIMEOUTS.connectionWaitMs,
  });
}
// The request guards share one hook, as in server/app.ts: each layer adds its guard to it.
const guards: RequestGuard[] = [];
if (on(LAYERS[3])) guards.push(refuseMissingHost);
if (on(LAYERS[4])) {
  installDraftPreview(app, () => Promise.resolve(null));
  guards.push(refusePreviewWrite);
}
if (guards.length > 0) guardRequests(app, guards);
if (on(LAYERS[5])) addSecurityHeaders(app, config);
if (on(LAYERS[6])) allowCrossOrigin(app, config.allowedOrigins);
// No cookie layer: @fastify/cookie is registered only beside the session routes (tj-plugin.ts).
if (on(LAYERS[7])) await compressAnswers(app);

const bodies = JSON.parse(process.env.BODIES ?? '{}') as Record<string, unknown>;
for (const [path, body] of Object.entries(bodies)) app.get(path, async () => body);
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`layered Fastify (${layers} layers): ${address.replace('localhost', '127.0.0.1')}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
