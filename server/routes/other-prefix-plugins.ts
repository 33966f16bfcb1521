import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { SERVICE_PREFIXES } from '#common/config/app-config.ts';
import { sendJsonNotFound } from '../http/not-found.ts';
import { chatPlugin } from '../chat/chat-plugin.ts';
import { livePlugin } from '../live/live-plugin.ts';
import { reportsPlugin } from '../reports/reports-plugin.ts';
import { surveysPlugin } from '../surveys/surveys-plugin.ts';

/**
 * A service of API.md whose routes later issues add. Mounted now so that its prefix already
 * answers the JSON 404 of the API rather than the web UI's history fallback.
 */
function emptyPrefixPlugin(): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    app.setNotFoundHandler(sendJsonNotFound);
  };
}

/** Live courses, reports (server/reports), surveys, LTI and chat, each under its own prefix. */
export const OTHER_PREFIX_PLUGINS: ReadonlyArray<{ prefix: string; plugin: FastifyPluginAsync }> = [
  { prefix: SERVICE_PREFIXES.liveBaseUrl, plugin: livePlugin },
  { prefix: SERVICE_PREFIXES.reportsBaseUrl, plugin: reportsPlugin },
  { prefix: SERVICE_PREFIXES.surveysBaseUrl, plugin: surveysPlugin },
  { prefix: SERVICE_PREFIXES.ltiBaseUrl, plugin: emptyPrefixPlugin() },
  { prefix: SERVICE_PREFIXES.chatBaseUrl, plugin: chatPlugin },
];
