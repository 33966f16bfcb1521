import type { FastifyPluginAsync } from 'fastify';
import { SERVICE_PREFIXES } from '#common/config/app-config.ts';
import { chatPlugin } from '../chat/chat-plugin.ts';
import { livePlugin } from '../live/live-plugin.ts';
import { ltiPlugin } from '../lti/lti-plugin.ts';
import { reportsPlugin } from '../reports/reports-plugin.ts';
import { surveysPlugin } from '../surveys/surveys-plugin.ts';

/** Live courses, reports (server/reports), surveys, LTI (server/lti) and chat, each under its own prefix. */
export const OTHER_PREFIX_PLUGINS: ReadonlyArray<{ prefix: string; plugin: FastifyPluginAsync }> = [
  { prefix: SERVICE_PREFIXES.liveBaseUrl, plugin: livePlugin },
  { prefix: SERVICE_PREFIXES.reportsBaseUrl, plugin: reportsPlugin },
  { prefix: SERVICE_PREFIXES.surveysBaseUrl, plugin: surveysPlugin },
  { prefix: SERVICE_PREFIXES.ltiBaseUrl, plugin: ltiPlugin },
  { prefix: SERVICE_PREFIXES.chatBaseUrl, plugin: chatPlugin },
];
