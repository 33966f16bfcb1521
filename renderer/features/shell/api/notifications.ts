import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { notificationEndpoints } from '#common/api/notifications/endpoints.ts';
import type { SystemNotification } from '#common/api/notifications/notifications.ts';
import { request } from '../../../lib/http/request.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';

/** How often the bell looks for news while the app is open (and on every return to it). */
const REFRESH_MS = 60_000;

const notificationsQueryKey = (userId: string) => ['notifications', 'system', userId] as const;

/**
 * The student's system notifications. A failed load is an empty list without a message (spec
 * 02 §4): the bell runs on every page and must never get in the way. Only students ask.
 */
export function useSystemNotifications() {
  const { http } = useServices();
  const { claims } = useSession();
  const userId = claims?.user_id ?? '';
  return useQuery({
    queryKey: notificationsQueryKey(userId),
    queryFn: () =>
      request(http, notificationEndpoints.listNotifications, {}, { skipErrorToast: true }),
    enabled: claims?.role === 'student',
    refetchInterval: REFRESH_MS,
  });
}

/**
 * Marking every notification read and deleting one. Both change the cached list at once (the
 * panel is open, the student sees the result) and then ask the server; a failed deletion puts
 * the list back as the server has it.
 */
export function useNotificationActions() {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const { claims } = useSession();
  const userId = claims?.user_id ?? '';

  const markAllRead = useCallback(async () => {
    const key = notificationsQueryKey(userId);
    queryClient.setQueryData<SystemNotification[]>(key, (list) =>
      list?.map((item) => ({ ...item, read: true })),
    );
    try {
      await request(
        http,
        notificationEndpoints.markNotificationsRead,
        { body: {} },
        { skipErrorToast: true },
      );
    } catch {
      await queryClient.invalidateQueries({ queryKey: key });
    }
  }, [http, queryClient, userId]);

  const remove = useCallback(
    async (id: string) => {
      const key = notificationsQueryKey(userId);
      queryClient.setQueryData<SystemNotification[]>(key, (list) =>
        list?.filter((item) => item.id !== id),
      );
      try {
        await request(http, notificationEndpoints.deleteNotifications, { body: { ids: [id] } });
      } catch {
        await queryClient.invalidateQueries({ queryKey: key });
      }
    },
    [http, queryClient, userId],
  );

  return { markAllRead, remove };
}
