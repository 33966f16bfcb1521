import { useState } from 'react';
import { plural } from '#common/format/plurals.ts';
import type { SystemNotification } from '#common/api/notifications/notifications.ts';
import {
  readAdminMessageIds,
  rememberAdminMessagesRead,
} from '../../../lib/admin-messages/admin-message-reads.ts';
import {
  adminMessageEntries,
  useAdminMessages,
  type AdminMessageEntry,
} from '../../../lib/admin-messages/admin-messages.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { useNotificationActions, useSystemNotifications } from '../api/notifications.ts';

/** What the bell holds, shared by the header's bell and the mobile menu's «Notifiche». */
export interface Bell {
  adminMessages: readonly AdminMessageEntry[];
  notifications: readonly SystemNotification[];
  /** Keys (`admin:<id>`, `system:<id>`) of what is unread now. */
  unread: readonly string[];
  loading: boolean;
  /** Marks both kinds read (spec 02 §4) and returns what was unread, to show as new. */
  markOpened: () => ReadonlySet<string>;
  remove: (id: string) => void;
}

/**
 * The bell's state, held once by the header so the bell (wide screens) and the mobile menu
 * (compact mode, where the bell gives way) count the same unread items and opening either marks
 * them read for both. The admin messages' read state lives on this device, the system
 * notifications' on the server. `enabled` off (not a student, or /welcome): nothing is asked.
 */
export function useBell(enabled: boolean): Bell {
  const { claims } = useSession();
  const userId = claims?.user_id ?? '';
  const system = useSystemNotifications();
  const admin = useAdminMessages({ enabled });
  const { markAllRead, remove } = useNotificationActions();
  // Kept with the user it was read for: the header outlives a change of account on a shared PC.
  const [reads, setReads] = useState(() => ({ userId, ids: readAdminMessageIds(userId) }));
  const readAdmin = reads.userId === userId ? reads.ids : readAdminMessageIds(userId);

  // A failed load shows empty lists, silently (spec 02 §4).
  const adminMessages = admin.isError ? [] : adminMessageEntries(admin.data);
  const notifications = system.isError ? [] : (system.data ?? []);
  const unread = [
    ...adminMessages.filter((m) => !readAdmin.has(m.id)).map((m) => `admin:${m.id}`),
    ...notifications.filter((n) => !n.read).map((n) => `system:${n.id}`),
  ];

  const markOpened = () => {
    if (adminMessages.some((m) => !readAdmin.has(m.id))) {
      const ids = adminMessages.map((m) => m.id);
      rememberAdminMessagesRead(userId, ids);
      setReads({ userId, ids: new Set([...readAdmin, ...ids]) });
    }
    if (notifications.some((n) => !n.read)) void markAllRead();
    return new Set(unread);
  };

  return {
    adminMessages,
    notifications,
    unread,
    loading: system.isPending || admin.isPending,
    markOpened,
    remove: (id) => void remove(id),
  };
}

/** The bell's accessible name, with its unread count. */
export function bellLabel(count: number): string {
  return count === 0 ? 'Notifiche: nessuna nuova' : `Notifiche: ${plural(count, 'nuova', 'nuove')}`;
}

/** The badge shows at most 99; beyond it, "99+". */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}
