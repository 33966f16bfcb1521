import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { notificationEndpoints } from '#common/api/notifications/endpoints.ts';
import { request } from '../../../lib/http/request.ts';
import { endpointQuery, invalidateEndpoints, setEndpointData } from '../../../lib/query/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';

/** How often the bell looks for news while the app is open (and on every return to it). */
const REFRESH_MS = 60_000;

const { listNotifications } = notificationEndpoints;

/**
 * The student's system notifications, polled. A failed load is an empty list without a message
 * (spec 02 §4): the bell runs on every page and must never get in the way. Only students ask.
 */
export function useSystemNotifications() {
  const { claims } = useSession();
  return useQuery(
    endpointQuery(
      listNotifications,
      {},
      {
        scope: claims?.user_id ?? '',
        request: { skipErrorToast: true },
        enabled: claims?.role === 'student',
        refetchInterval: REFRESH_MS,
      },
    ),
  );
}

/**
 * Marking every notification read and deleting one. Both change the cached list at once (the
 * panel is open, the student sees the result) and then ask the server; a failed call puts the
 * list back as the server has it.
 */
export function useNotificationActions() {
  const { http } = useServices();
  const queryClient = useQueryClient();
  const { claims } = useSession();
  const userId = claims?.user_id ?? '';

  const markAllRead = useCallback(async () => {
    setEndpointData(
      queryClient,
      listNotifications,
      {},
      (list) => list?.map((item) => ({ ...item, read: true })),
      userId,
    );
    try {
      await request(
        http,
        notificationEndpoints.markNotificationsRead,
        { body: {} },
        { skipErrorToast: true },
      );
    } catch {
      await invalidateEndpoints(queryClient, [listNotifications]);
    }
  }, [http, queryClient, userId]);

  const remove = useCallback(
    async (id: string) => {
      setEndpointData(
        queryClient,
        listNotifications,
        {},
        (list) => list?.filter((item) => item.id !== id),
        userId,
      );
      try {
        await request(http, notificationEndpoints.deleteNotifications, { body: { ids: [id] } });
      } catch {
        await invalidateEndpoints(queryClient, [listNotifications]);
      }
    },
    [http, queryClient, userId],
  );

  return { markAllRead, remove };
}
