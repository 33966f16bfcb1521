import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { BellIcon } from '../../../components/icons/bell-icon.tsx';
import { Tooltip } from '../../../components/tooltip/tooltip.tsx';
import { badgeText, bellLabel, type Bell } from '../hooks/use-bell.ts';
import { NotificationPanel } from './notification-panel.tsx';
import './notification-bell.css';

/**
 * The notification bell of the header (students, not in compact mode: the stylesheet hides it
 * with the streak, and the mobile menu carries it there). Its badge counts what is unread of
 * both kinds; opening it marks both read (spec 02 §4). Escape or a click outside closes it and
 * focus returns to the bell. `assignments` renders the student's «Compiti» at the top of the
 * panel (composed by the app: another feature's list), given how to close the panel when one of
 * its links is followed.
 */
export function NotificationBell({
  bell,
  assignments,
}: {
  bell: Bell;
  assignments?: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [unreadAtOpen, setUnreadAtOpen] = useState<ReadonlySet<string>>(new Set());
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  const openPanel = () => {
    setUnreadAtOpen(bell.markOpened());
    setOpen(true);
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

  const count = bell.unread.length;
  const label = bellLabel(count);
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
              {badgeText(count)}
            </span>
          )}
        </button>
      </Tooltip>
      {open && (
        <NotificationPanel
          id={panelId}
          bell={bell}
          unreadAtOpen={unreadAtOpen}
          onClose={() => close(false)}
          top={assignments?.(() => setOpen(false))}
        />
      )}
    </div>
  );
}
