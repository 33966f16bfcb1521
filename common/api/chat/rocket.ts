import { z } from 'zod';

/**
 * The shapes of Rocket.Chat's REST API v1 that our chat service answers (issue 14), written
 * from its documentation so that its own clients work against us unchanged. Only the fields we
 * fill are declared; Rocket.Chat's clients ignore the ones they do not find.
 */

/** The author of a message as Rocket.Chat embeds it. */
export const rocketMessageUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  name: z.string(),
});

export const rocketMessageSchema = z.object({
  _id: z.string(),
  rid: z.string(),
  msg: z.string(),
  ts: z.string(),
  u: rocketMessageUserSchema,
  _updatedAt: z.string(),
  editedAt: z.string().optional(),
  editedBy: z.object({ _id: z.string(), username: z.string() }).optional(),
  pinned: z.boolean(),
  pinnedAt: z.string().optional(),
  pinnedBy: rocketMessageUserSchema.optional(),
});
export type RocketMessage = z.infer<typeof rocketMessageSchema>;

/** A public channel ("c"): one per live course. `fname` is the course's title. */
export const rocketChannelSchema = z.object({
  _id: z.string(),
  name: z.string(),
  fname: z.string(),
  t: z.literal('c'),
  msgs: z.number().int().nonnegative(),
  usersCount: z.number().int().nonnegative(),
  ts: z.string(),
  ro: z.boolean(),
  default: z.boolean(),
  sysMes: z.boolean(),
  _updatedAt: z.string(),
});

export const rocketUserSchema = z.object({
  _id: z.string(),
  username: z.string(),
  name: z.string(),
  status: z.string(),
  active: z.boolean(),
  type: z.literal('user'),
  roles: z.array(z.string()),
  utcOffset: z.number(),
});

const success = { success: z.literal(true) };

/** POST /api/tj/chat/login: Rocket.Chat's login answer. */
export const rocketLoginSchema = z.object({
  status: z.literal('success'),
  data: z.object({ userId: z.string(), authToken: z.string(), me: rocketUserSchema }),
});
export type RocketLogin = z.infer<typeof rocketLoginSchema>;

export const rocketMeSchema = rocketUserSchema.extend(success);
export const rocketUserInfoSchema = z.object({ user: rocketUserSchema, ...success });
export const rocketChannelsListSchema = z.object({
  channels: z.array(rocketChannelSchema),
  offset: z.number().int(),
  count: z.number().int(),
  total: z.number().int(),
  ...success,
});
export const rocketChannelJoinSchema = z.object({ channel: rocketChannelSchema, ...success });
export const rocketHistorySchema = z.object({ messages: z.array(rocketMessageSchema), ...success });
export const rocketPinnedSchema = z.object({
  messages: z.array(rocketMessageSchema),
  offset: z.number().int(),
  count: z.number().int(),
  total: z.number().int(),
  ...success,
});
export const rocketPostMessageSchema = z.object({
  ts: z.number(),
  channel: z.string(),
  message: rocketMessageSchema,
  ...success,
});
export const rocketPinSchema = z.object({ message: rocketMessageSchema, ...success });
export const rocketUpdateSchema = z.object({ message: rocketMessageSchema, ...success });
/** chat.syncMessages: what changed since lastUpdate; `next` is where to ask again when cut. */
export const rocketSyncSchema = z.object({
  result: z.object({
    updated: z.array(rocketMessageSchema),
    deleted: z.array(z.object({ _id: z.string(), _deletedAt: z.string() })),
    cursor: z.object({ next: z.string().nullable(), previous: z.string().nullable() }),
  }),
  ...success,
});
export type RocketSync = z.infer<typeof rocketSyncSchema>;
export const rocketDeleteSchema = z.object({ _id: z.string(), ts: z.number(), ...success });

/** Rocket.Chat's failure envelope (400, 403, 404, 429). */
export const rocketErrorSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  errorType: z.string().optional(),
});
/** Its 401. */
export const rocketUnauthorizedSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
});

/** The longest message; the service keeps text plain. */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;

const roomIdSchema = z.string({ error: 'roomId is required' }).min(1, 'roomId is required');

export const userInfoQuerySchema = z.object({
  userId: z.string().optional(),
  username: z.string().optional(),
});
export const channelsListQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  count: z.coerce.number().int().min(0).max(100).default(50),
});
export const channelJoinBodySchema = z.object({ roomId: roomIdSchema });
export const historyQuerySchema = z.object({
  roomId: roomIdSchema,
  latest: z.string().datetime({ offset: true }).optional(),
  oldest: z.string().datetime({ offset: true }).optional(),
  inclusive: z.enum(['true', 'false']).optional(),
  count: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export const pinnedQuerySchema = z.object({
  roomId: roomIdSchema,
  offset: z.coerce.number().int().min(0).default(0),
  count: z.coerce.number().int().min(0).max(100).default(50),
});
export const postMessageBodySchema = z.object({
  roomId: roomIdSchema,
  text: z
    .string({ error: 'text is required' })
    .trim()
    .min(1, 'text is required')
    .max(CHAT_MESSAGE_MAX_LENGTH, `text is longer than ${CHAT_MESSAGE_MAX_LENGTH} characters`),
});
export const syncMessagesQuerySchema = z.object({
  roomId: roomIdSchema,
  lastUpdate: z
    .string({ error: 'lastUpdate is required' })
    .datetime({ offset: true, message: 'lastUpdate must be a date' }),
});
export const updateMessageBodySchema = z.object({
  roomId: roomIdSchema,
  msgId: z.string().regex(/^\d{1,18}$/),
  text: postMessageBodySchema.shape.text,
});
export const pinMessageBodySchema = z.object({ messageId: z.string().regex(/^\d{1,18}$/) });
export const deleteMessageBodySchema = z.object({
  roomId: roomIdSchema,
  msgId: z.string().regex(/^\d{1,18}$/),
});
