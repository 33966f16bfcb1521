import axios from 'axios';
import type { ArgsOf, EndpointDefinition, ResultOf } from '#common/api/endpoint.ts';
import { chatEndpoints } from '#common/api/chat/endpoints.ts';
import {
  forgetChatSession,
  keepChatSession,
  readChatSession,
  type ChatSession,
} from '../../../lib/chat/chat-session.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';

/** The chat's two messages (spec 02 §8). */
export const CHAT_TOO_FAST = 'Stai eseguendo azioni troppo velocemente. Riprova tra poco.';
export const CHAT_FAILED = 'Si è verificato un errore con il servizio di chat. Riprova tra poco.';

/** The message of a failed chat call, as the panel shows it. */
export function chatErrorMessage(error: unknown): string {
  return axios.isAxiosError(error) && error.response?.status === 429 ? CHAT_TOO_FAST : CHAT_FAILED;
}

async function login(http: ServiceClients, owner: string): Promise<ChatSession> {
  const answer = await request(http, chatEndpoints.login, {}, { skipErrorToast: true });
  const session = { owner, userId: answer.data.userId, authToken: answer.data.authToken };
  keepChatSession(session);
  return session;
}

/**
 * A call to the chat service with the chat token kept on the device (logging in first when
 * there is none). A 401 from the chat means the token ended: log in again once and retry
 * (spec 02 §4), never touching our own session.
 */
export async function chatCall<E extends EndpointDefinition>(
  http: ServiceClients,
  owner: string,
  endpoint: E,
  args: ArgsOf<E>,
): Promise<ResultOf<E>> {
  const send = (session: ChatSession) =>
    request(http, endpoint, args, {
      skipErrorToast: true,
      headers: { 'X-Auth-Token': session.authToken, 'X-User-Id': session.userId },
    });
  const session = readChatSession(owner) ?? (await login(http, owner));
  try {
    return await send(session);
  } catch (error) {
    if (!axios.isAxiosError(error) || error.response?.status !== 401) throw error;
    forgetChatSession();
    return send(await login(http, owner));
  }
}
