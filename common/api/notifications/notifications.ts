import { z } from 'zod';
import { idSchema } from '../journey/ids.ts';

/**
 * A system notification (spec 02 §4 model: id, text, link, created_at, read). `link` is a path
 * of the app (opened through the router) or an http(s) address (opened outside the app).
 */
export const systemNotificationSchema = z.object({
  id: idSchema,
  text: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
  read: z.boolean(),
});
export type SystemNotification = z.infer<typeof systemNotificationSchema>;

/** The most notifications a list answers (newest first) and a request may name. */
export const MAX_NOTIFICATIONS = 100;

const notificationIdsSchema = z
  .array(idSchema, { error: 'Indica le notifiche.' })
  .min(1, 'Indica almeno una notifica.')
  .max(MAX_NOTIFICATIONS, `Al massimo ${MAX_NOTIFICATIONS} notifiche per volta.`);

/**
 * PUT tech-journey/notifications (the spec does not show the body): `ids` marks those read;
 * without ids, every notification the caller has is marked read (opening the bell).
 */
export const markNotificationsReadRequestSchema = z.object({
  ids: notificationIdsSchema.optional(),
});
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadRequestSchema>;

/** POST tech-journey/delete-notifications {ids}: the caller's own system notifications. */
export const deleteNotificationsRequestSchema = z.object({ ids: notificationIdsSchema });
export type DeleteNotificationsRequest = z.infer<typeof deleteNotificationsRequestSchema>;
