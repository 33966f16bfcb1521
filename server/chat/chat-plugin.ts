import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '#common/api/errors.ts';
import { logDiskFull } from '../http/disk-full.ts';
import { toHttpError } from '../http/error-handler.ts';
import { notRoutedError } from '../http/not-found.ts';
import { chatRequestError, refuseNulCharacters } from './chat-client-errors.ts';
import type { ChatRateLimiter } from './chat-rate-limit.ts';
import { chatRoutes } from './chat-routes.ts';
import type { ChatWriter } from './chat-service.ts';
import { chatTokenHolder } from './chat-tokens.ts';
import type { ChatUser } from './chat-users.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The chat user of X-Auth-Token / X-User-Id; set by the chat service's own check. */
    chatUser: ChatUser | null;
  }
}

function sendUnauthorized(reply: FastifyReply) {
  return reply.code(401).send({ status: 'error', message: 'You must be logged in to do this.' });
}

/**
 * The chat service's REST API (prefix chatBaseUrl, /api/chat/api/v1): Rocket.Chat's REST API v1
 * for live courses. Every request authenticates with Rocket.Chat's headers and passes its rate
 * limiter (shared with the realtime API, chat-root-plugin.ts); every failure answers
 * Rocket.Chat's envelope, so its own clients work against us unchanged.
 */
export async function chatPlugin(
  app: FastifyInstance,
  options: { limiter: ChatRateLimiter; writer: ChatWriter },
): Promise<void> {
  const { db, clock } = app.services;
  const { limiter } = options;
  app.decorateRequest('chatUser', null);

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // No such endpoint: the 404 below, whoever asks.
    if (!request.routeOptions.url) return;
    const token = request.headers['x-auth-token'];
    const userId = request.headers['x-user-id'];
    const now = clock();
    const user =
      typeof token === 'string' && typeof userId === 'string'
        ? await chatTokenHolder(db, token, userId, new Date(now))
        : null;
    if (!user) return sendUnauthorized(reply);
    request.chatUser = user;
    const endpoint = (request.routeOptions.url ?? request.url).replace(/^.*\/api\/v1/, '');
    const decision = await limiter.take(user.id, endpoint, now);
    reply.header('x-ratelimit-limit', decision.limit);
    reply.header('x-ratelimit-remaining', decision.remaining);
    reply.header('x-ratelimit-reset', decision.resetAt);
    if (!decision.allowed) {
      app.services.metrics.throttled();
      const seconds = Math.max(1, Math.ceil((decision.resetAt - now) / 1000));
      return reply.code(429).send({
        success: false,
        error: `Error, too many requests. Please slow down. You must wait ${seconds} seconds before trying this endpoint again. [error-too-many-requests]`,
        errorType: 'error-too-many-requests',
      });
    }
  });

  // Rocket.Chat's REST API reads JSON only: without this, Fastify's built-in text/plain parser
  // would hand a route a string, and the answer would blame the fields instead of the type.
  app.removeContentTypeParser('text/plain');
  // After the body is parsed, before any route validates it: one check for every chat route.
  app.addHook('preValidation', refuseNulCharacters);

  app.setNotFoundHandler((request, reply) => {
    const error = notRoutedError(request);
    if (error.statusCode === 405) {
      return reply.code(405).headers(error.headers).send({
        success: false,
        error: 'Method not allowed',
        errorType: 'error-method-not-allowed',
      });
    }
    return reply
      .code(404)
      .send({ success: false, error: 'Not found', errorType: 'error-not-found' });
  });

  // Our validation and HTTP errors in Rocket.Chat's envelope: a bad request is its 400. What
  // Fastify refuses before the handler (malformed JSON, a wrong content type, a body over the
  // limit) gets Rocket.Chat's error types; the rest is classified as everywhere else, so a
  // client's mistake is never a 500 (and is logged by its 4xx answer, not here).
  app.setErrorHandler((raw, request, reply) => {
    const error = chatRequestError(raw) ?? toHttpError(raw as Error);
    if (error.statusCode < 500) {
      const status = error.statusCode === 422 ? 400 : error.statusCode;
      const details = error.details ? Object.values(error.details).join(' ') : '';
      return reply.code(status).send({
        success: false,
        error: details || error.message,
        errorType: error.statusCode === 422 ? 'error-invalid-params' : error.code,
      });
    }
    if (error.code === ERROR_CODES.insufficientStorage) {
      logDiskFull(request, raw);
      return reply
        .code(error.statusCode)
        .send({ success: false, error: error.message, errorType: error.code });
    }
    request.log.error({ err: raw }, 'chat request failed');
    return reply
      .code(500)
      .send({ success: false, error: 'Internal server error', errorType: 'error-internal' });
  });

  await app.register(chatRoutes, { writer: options.writer });
}
