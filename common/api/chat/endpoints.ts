import { defineEndpoint } from '../endpoint.ts';
import {
  channelJoinBodySchema,
  channelsListQuerySchema,
  deleteMessageBodySchema,
  historyQuerySchema,
  pinMessageBodySchema,
  pinnedQuerySchema,
  postMessageBodySchema,
  rocketChannelJoinSchema,
  rocketChannelsListSchema,
  rocketDeleteSchema,
  rocketHistorySchema,
  rocketLoginSchema,
  rocketMeSchema,
  rocketPinnedSchema,
  rocketPinSchema,
  rocketPostMessageSchema,
  rocketUserInfoSchema,
  userInfoQuerySchema,
} from './rocket.ts';

/**
 * The chat of live courses (spec 02 §7 "Chat API", issue 14). `login` is on the learning-journey
 * API with our access token; the others are Rocket.Chat's REST API v1 under chatBaseUrl and
 * authenticate with its own headers (X-Auth-Token, X-User-Id), which the chat service checks
 * itself: hence `public` here. Failures answer Rocket.Chat's envelopes.
 */
export const chatEndpoints = {
  login: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/chat/login',
    access: ['student', 'professor'],
    summary:
      "Provisions the caller's chat user and answers Rocket.Chat's login (authToken, userId).",
    response: rocketLoginSchema,
  }),
  me: defineEndpoint({
    service: 'chat',
    method: 'GET',
    path: '/me',
    access: 'public',
    summary: 'The chat user of the token.',
    response: rocketMeSchema,
  }),
  usersInfo: defineEndpoint({
    service: 'chat',
    method: 'GET',
    path: '/users.info',
    access: 'public',
    summary: 'A chat user by userId or username.',
    query: userInfoQuerySchema,
    response: rocketUserInfoSchema,
  }),
  channelsList: defineEndpoint({
    service: 'chat',
    method: 'GET',
    path: '/channels.list',
    access: 'public',
    summary: 'The channels of the live courses the user may join.',
    query: channelsListQuerySchema,
    response: rocketChannelsListSchema,
  }),
  channelsJoin: defineEndpoint({
    service: 'chat',
    method: 'POST',
    path: '/channels.join',
    access: 'public',
    summary: "Joins a course's channel (its students, professors and admins; others 403).",
    body: channelJoinBodySchema,
    response: rocketChannelJoinSchema,
  }),
  channelsHistory: defineEndpoint({
    service: 'chat',
    method: 'GET',
    path: '/channels.history',
    access: 'public',
    summary:
      'Messages of a joined channel, newest first (latest, oldest, inclusive, count, offset).',
    query: historyQuerySchema,
    response: rocketHistorySchema,
  }),
  pinnedMessages: defineEndpoint({
    service: 'chat',
    method: 'GET',
    path: '/chat.getPinnedMessages',
    access: 'public',
    summary: 'The pinned messages of a joined channel, newest pin first.',
    query: pinnedQuerySchema,
    response: rocketPinnedSchema,
  }),
  postMessage: defineEndpoint({
    service: 'chat',
    method: 'POST',
    path: '/chat.postMessage',
    access: 'public',
    summary: 'Posts plain text to a joined channel.',
    body: postMessageBodySchema,
    response: rocketPostMessageSchema,
  }),
  pinMessage: defineEndpoint({
    service: 'chat',
    method: 'POST',
    path: '/chat.pinMessage',
    access: 'public',
    summary: 'Pins a message (users with the admin flag).',
    body: pinMessageBodySchema,
    response: rocketPinSchema,
  }),
  deleteMessage: defineEndpoint({
    service: 'chat',
    method: 'POST',
    path: '/chat.delete',
    access: 'public',
    summary: 'Deletes a message (users with the admin flag).',
    body: deleteMessageBodySchema,
    response: rocketDeleteSchema,
  }),
} as const;
