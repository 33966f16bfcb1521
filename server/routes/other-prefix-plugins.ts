import type { FastifyPluginAsync } from 'fastify';
import { SERVICE_PREFIXES } from '#common/config/app-config.ts';
import { chatRootOf } from '#common/chat/chat-realtime-url.ts';
import { chatRootPlugin } from '../chat/chat-root-plugin.ts';
import { livePlugin } from '../live/live-plugin.ts';
import { ltiPlugin } from '../lti/lti-plugin.ts';
import { reportsPlugin } from '../reports/reports-plugin.ts';
import { surveysPlugin } from '../surveys/surveys-plugin.ts';

/**
 * Live courses, reports (server/reports), surveys, LTI (server/lti) and chat, each under its own
 * prefix. The chat's is its root (/api/chat): its REST API is under /api/v1 there, beside its
 * realtime API at /websocket, as Rocket.Chat lays them out.
 */
export const OTHER_PREFIX_PLUGINS: ReadonlyArray<{ prefix: string; plugin: FastifyPluginAsync }> = [
  { prefix: SERVICE_PREFIXES.liveBaseUrl, plugin: livePlugin },
  { prefix: SERVICE_PREFIXES.reportsBaseUrl, plugin: reportsPlugin },
  { prefix: SERVICE_PREFIXES.surveysBaseUrl, plugin: surveysPlugin },
  { prefix: SERVICE_PREFIXES.ltiBaseUrl, plugin: ltiPlugin },
  { prefix: chatRootOf(SERVICE_PREFIXES.chatBaseUrl), plugin: chatRootPlugin },
];
