import { z } from 'zod';
import { defineEndpoint, EMPTY_ANSWER } from '../endpoint.ts';
import {
  deleteNotificationsRequestSchema,
  markNotificationsReadRequestSchema,
  systemNotificationSchema,
} from './notifications.ts';

/**
 * The system notifications of spec 02 §3 under /api/tj, for students (the bell is theirs). Each
 * call reads or changes the caller's own notifications only; admin messages are served by
 * GET /settings/messages (common/api/account) and their read state stays on the device.
 */
export const notificationEndpoints = {
  listNotifications: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/notifications',
    access: ['student'],
    summary: "The caller's system notifications, newest first (at most 100).",
    response: z.array(systemNotificationSchema),
  }),
  markNotificationsRead: defineEndpoint({
    service: 'api',
    method: 'PUT',
    path: '/tech-journey/notifications',
    access: ['student'],
    summary: 'Marks the named notifications read, or all of them when no ids are given.',
    body: markNotificationsReadRequestSchema,
    response: EMPTY_ANSWER,
    status: 204,
  }),
  deleteNotifications: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/tech-journey/delete-notifications',
    access: ['student'],
    summary: "Deletes the caller's named notifications; any id not theirs makes it a 404.",
    body: deleteNotificationsRequestSchema,
    response: EMPTY_ANSWER,
    status: 204,
    errors: [404],
  }),
} as const;
