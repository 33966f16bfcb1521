import { useId, useState, type ReactNode } from 'react';
import { plural } from '#common/format/plurals.ts';
import { BellIcon } from '../../../components/icons/bell-icon.tsx';
import { badgeText, type Bell } from '../hooks/use-bell.ts';
import { NotificationPanel } from './notification-panel.tsx';

/**
 * The bell inside the mobile menu (compact mode, where the header has no room for it and spec
 * 01 hides it): a disclosure with the unread count that shows the bell's own panel, «Compiti»
 * at the top, in the flow of the menu. Opening it marks everything read as the bell does;
 * following a link in it closes the menu (`onLeave`). Escape closes the whole menu, as anywhere
 * in it, and focus returns to the hamburger.
 */
export function MenuNotifications({
  bell,
  assignments,
  onLeave,
}: {
  bell: Bell;
  assignments?: (close: () => void) => ReactNode;
  onLeave: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [unreadAtOpen, setUnreadAtOpen] = useState<ReadonlySet<string>>(new Set());
  const panelId = useId();
  const count = bell.unread.length;

  const toggle = () => {
    if (!open) setUnreadAtOpen(bell.markOpened());
    setOpen(!open);
  };

  return (
    <div className="menu-notifications">
      <button
        type="button"
        className="mobile-menu__entry menu-notifications__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        // Its own name, for one reading in every browser: the visible words, then the count.
        aria-label={`Notifiche e compiti: ${count === 0 ? 'nessuna nuova' : plural(count, 'nuova', 'nuove')}`}
        onClick={toggle}
      >
        <BellIcon className="menu-notifications__icon" />
        <span className="menu-notifications__label">NOTIFICHE E COMPITI</span>
        {count > 0 && (
          <span className="menu-notifications__count" aria-hidden="true">
            {badgeText(count)}
          </span>
        )}
      </button>
      {open && (
        <NotificationPanel
          id={panelId}
          bell={bell}
          unreadAtOpen={unreadAtOpen}
          onClose={onLeave}
          top={assignments?.(onLeave)}
          variant="inline"
        />
      )}
    </div>
  );
}
