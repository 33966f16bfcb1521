import { postMessageBodySchema } from '#common/api/chat/rocket.ts';
import { DatabaseUnavailableError, type Database } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import { hasNul } from './chat-client-errors.ts';
import type { ChatRateLimiter } from './chat-rate-limit.ts';
import { postMessage, type ChatWriter } from './chat-service.ts';
import { resumeChatToken } from './chat-tokens.ts';
import type { ChatUser } from './chat-users.ts';
import { meteorError, type MeteorError } from './ddp-frames.ts';
import type { SocketsPerUser } from './sockets-per-user.ts';

/** What the realtime API's methods need, shared with the REST API (one limiter, one bus). */
export interface ChatRealtimeContext {
  db: Database;
  clock: () => number;
  writer: ChatWriter;
  limiter: ChatRateLimiter;
  sockets: SocketsPerUser;
  log: { error: (object: object, message: string) => void };
}

/** A method's failure, answered as its `result`'s error. */
export class MethodError extends Error {
  readonly meteor: MeteorError;
  constructor(meteor: MeteorError) {
    super(meteor.message);
    this.meteor = meteor;
  }
}

/** Rocket.Chat's answer to a resume token it does not know, word for word. */
export const LOGGED_OUT = meteorError(
  403,
  "You've been logged out by the server. Please log in again.",
);
export const INVALID_USER = meteorError('error-invalid-user', 'Invalid user');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `login` with `{ resume: token }`: the chat token of POST /api/tj/chat/login. */
export async function loginMethod(context: ChatRealtimeContext, params: unknown[]) {
  const [options] = params;
  if (!isRecord(options) || typeof options.resume !== 'string') {
    // Meteor's answer to a login it has no handler for (passwords are our sign-in's, not the chat's).
    throw new MethodError(meteorError(400, 'Unrecognized options for login request'));
  }
  const found = await resumeChatToken(context.db, options.resume, new Date(context.clock()));
  if (!found) throw new MethodError(LOGGED_OUT);
  return {
    user: found.user,
    result: {
      id: found.user.id,
      token: options.resume,
      tokenExpires: { $date: found.expiresAt.getTime() },
      type: 'resume',
    },
  };
}

/**
 * `sendMessage` with `{ _id?, rid, msg }`: the same checks, rate limit and service as REST's
 * chat.postMessage. `_id` is not kept: our ids are the database's, and the answer carries it.
 */
export async function sendMessageMethod(
  context: ChatRealtimeContext,
  user: ChatUser,
  params: unknown[],
) {
  const [message] = params;
  if (!isRecord(message) || hasNul(message)) {
    throw new MethodError(meteorError('error-invalid-params', 'Invalid message'));
  }
  const parsed = postMessageBodySchema.safeParse({ roomId: message.rid, text: message.msg });
  if (!parsed.success) {
    const reason = parsed.error.issues.map((issue) => issue.message).join(' ');
    throw new MethodError(meteorError('error-invalid-params', reason));
  }
  const now = context.clock();
  const decision = await context.limiter.take(user.id, '/chat.postMessage', now);
  if (!decision.allowed) {
    const seconds = Math.max(1, Math.ceil((decision.resetAt - now) / 1000));
    throw new MethodError(
      meteorError(
        'too-many-requests',
        `Error, too many requests. Please slow down. You must wait ${seconds} seconds before trying this endpoint again.`,
        { timeToReset: decision.resetAt - now },
      ),
    );
  }
  const answer = await postMessage(context.writer, user, parsed.data, new Date(now));
  return answer.message;
}

/** Any failure as a method's error: the service's in Rocket.Chat's terms, the rest logged. */
export function toMeteorError(error: unknown, context: ChatRealtimeContext): MeteorError {
  if (error instanceof MethodError) return error.meteor;
  if (error instanceof HttpError && error.statusCode < 500) {
    return meteorError(error.code, error.message);
  }
  if (error instanceof DatabaseUnavailableError) {
    return meteorError(503, 'Service unavailable');
  }
  context.log.error({ err: error }, 'chat realtime method failed');
  return meteorError(500, 'Internal server error');
}
