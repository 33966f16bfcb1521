import type { ReactNode } from 'react';
import { formatDateTime } from '#common/format/swiss-italian.ts';
import { TrashIcon } from '../../../components/icons/trash-icon.tsx';
import { Tooltip } from '../../../components/tooltip/tooltip.tsx';
import { ADMIN_MESSAGE_KIND_LABELS } from '../../../lib/admin-messages/admin-messages.ts';
import type { Bell } from '../hooks/use-bell.ts';
import { NotificationLink } from './notification-link.tsx';

/** Above this many items the list scrolls inside the panel (spec 02 §8: max height 31rem). */
export const ITEMS_BEFORE_SCROLL = 5;

export interface NotificationPanelProps {
  id: string;
  bell: Pick<Bell, 'adminMessages' | 'notifications' | 'loading' | 'remove'>;
  /** What was unread when the panel opened: shown as new while it stays open. */
  unreadAtOpen: ReadonlySet<string>;
  onClose: () => void;
  /** Shown above the notifications: the student's «Compiti». */
  top?: ReactNode;
  /**
   * `inline` inside the mobile menu (compact mode): in the flow of the menu, not floating under
   * a bell.
   */
  variant?: 'popover' | 'inline';
}

/**
 * The bell's panel (spec 02 §2, §4): the administrators' messages first (errors, warnings,
 * information), then the student's own notifications, newest first, each deletable. Admin
 * messages cannot be deleted (spec 02 §4).
 */
export function NotificationPanel(props: NotificationPanelProps) {
  const { unreadAtOpen } = props;
  const { adminMessages, notifications, loading } = props.bell;
  const count = adminMessages.length + notifications.length;
  const listClass =
    count > ITEMS_BEFORE_SCROLL
      ? 'notification-panel__list notification-panel__list--scroll'
      : 'notification-panel__list';
  return (
    <div
      id={props.id}
      className={
        props.variant === 'inline'
          ? 'notification-panel notification-panel--inline'
          : 'notification-panel'
      }
      role="region"
      aria-label="Le tue notifiche"
      tabIndex={-1}
    >
      {props.top}
      <p className="notification-panel__title">Notifiche</p>
      {count === 0 ? (
        <p className="notification-panel__empty">
          {loading ? 'Caricamento…' : 'Nessuna notifica.'}
        </p>
      ) : (
        <ul className={listClass}>
          {adminMessages.map((message) => (
            <li
              key={`admin-${message.id}`}
              className={`notification-item notification-item--${message.kind}${unreadAtOpen.has(`admin:${message.id}`) ? ' notification-item--new' : ''}`}
            >
              <div className="notification-item__body">
                <span className="notification-item__kind">
                  {ADMIN_MESSAGE_KIND_LABELS[message.kind]}
                </span>
                <span>{message.message}</span>
                {message.link && (
                  <NotificationLink link={message.link} onFollow={props.onClose}>
                    Apri il link
                  </NotificationLink>
                )}
              </div>
            </li>
          ))}
          {notifications.map((notification) => (
            <li
              key={notification.id}
              className={`notification-item notification-item--system${unreadAtOpen.has(`system:${notification.id}`) ? ' notification-item--new' : ''}`}
            >
              <div className="notification-item__body">
                <span>{notification.text}</span>
                <span className="notification-item__meta">
                  <time dateTime={notification.created_at}>
                    {formatDateTime(notification.created_at)}
                  </time>
                  {notification.link && (
                    <NotificationLink link={notification.link} onFollow={props.onClose}>
                      Vai
                    </NotificationLink>
                  )}
                </span>
              </div>
              <Tooltip content="Elimina">
                <button
                  type="button"
                  className="notification-item__delete"
                  aria-label={`Elimina la notifica: ${notification.text}`}
                  onClick={() => props.bell.remove(notification.id)}
                >
                  <TrashIcon />
                </button>
              </Tooltip>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
