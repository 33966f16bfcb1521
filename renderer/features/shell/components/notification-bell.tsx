import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { plural } from '#common/format/plurals.ts';
import { BellIcon } from '../../../components/icons/bell-icon.tsx';
import { Tooltip } from '../../../components/tooltip/tooltip.tsx';
import {
  readAdminMessageIds,
  rememberAdminMessagesRead,
} from '../../../lib/admin-messages/admin-message-reads.ts';
import {
  adminMessageEntries,
  useAdminMessages,
} from '../../../lib/admin-messages/admin-messages.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { useNotificationActions, useSystemNotifications } from '../api/notifications.ts';
import { NotificationPanel } from './notification-panel.tsx';
import './notification-bell.css';

/** The badge shows at most this; beyond it, "99+". */
const MAX_SHOWN_COUNT = 99;

/**
 * The notification bell of the header (students, not in compact mode: the stylesheet hides it
 * with the streak). Its badge counts what is unread of both kinds; opening it marks both read —
 * the admin messages on this device, the system notifications on the server (spec 02 §4).
 * Escape or a click outside closes it and focus returns to the bell. `assignments` renders the
 * student's «Compiti» at the top of the panel (composed by the app: another feature's list),
 * given how to close the panel when one of its links is followed.
 */
export function NotificationBell({
  assignments,
}: {
  assignments?: (close: () => void) => ReactNode;
} = {}) {
  const { claims } = useSession();
  const userId = claims?.user_id ?? '';
  const system = useSystemNotifications();
  const admin = useAdminMessages();
  const { markAllRead, remove } = useNotificationActions();
  const [readAdmin, setReadAdmin] = useState(() => readAdminMessageIds(userId));
  const [open, setOpen] = useState(false);
  const [unreadAtOpen, setUnreadAtOpen] = useState<ReadonlySet<string>>(new Set());
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // A failed load shows empty lists, silently (spec 02 §4).
  const adminMessages = admin.isError ? [] : adminMessageEntries(admin.data);
  const notifications = system.isError ? [] : (system.data ?? []);
  const unread = [
    ...adminMessages.filter((m) => !readAdmin.has(m.id)).map((m) => `admin:${m.id}`),
    ...notifications.filter((n) => !n.read).map((n) => `system:${n.id}`),
  ];

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  const openPanel = () => {
    setUnreadAtOpen(new Set(unread));
    setOpen(true);
    if (adminMessages.some((m) => !readAdmin.has(m.id))) {
      const ids = adminMessages.map((m) => m.id);
      rememberAdminMessagesRead(userId, ids);
      setReadAdmin(new Set([...readAdmin, ...ids]));
    }
    if (notifications.some((n) => !n.read)) void markAllRead();
  };

  useEffect(() => {
    if (!open) return;
    container.current?.querySelector<HTMLElement>('[role="region"]')?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };

  const count = unread.length;
  const label =
    count === 0 ? 'Notifiche: nessuna nuova' : `Notifiche: ${plural(count, 'nuova', 'nuove')}`;
  return (
    <div className="notification-bell" ref={container} onKeyDown={onKeyDown}>
      <Tooltip content={label}>
        <button
          ref={trigger}
          type="button"
          className="notification-bell__button"
          aria-label={label}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => (open ? close(false) : openPanel())}
        >
          <BellIcon className="notification-bell__icon" />
          {count > 0 && (
            <span className="notification-bell__count" aria-hidden="true">
              {count > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : count}
            </span>
          )}
        </button>
      </Tooltip>
      {open && (
        <NotificationPanel
          id={panelId}
          adminMessages={adminMessages}
          notifications={notifications}
          unreadAtOpen={unreadAtOpen}
          loading={system.isPending || admin.isPending}
          onDelete={(id) => void remove(id)}
          onClose={() => close(false)}
          top={assignments?.(() => setOpen(false))}
        />
      )}
    </div>
  );
}
