import { useCallback, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Role } from '#common/auth/roles.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useCourseAuthorEntry } from '../../../lib/studio/use-course-author-entry.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { useFocusTrap } from '../../../lib/use-focus-trap.ts';
import { badgeText, bellLabel, type Bell } from '../hooks/use-bell.ts';
import { useEntryAction } from '../hooks/use-entry-action.ts';
import { mobileMenuEntries } from './header-entries.ts';
import { MenuNotifications } from './menu-notifications.tsx';

/**
 * The hamburger and its full-screen menu (narrow screens): every header entry, focus trapped
 * inside while open, Escape or the close button closes it and focus returns to the hamburger.
 * With `bell` (students) the hamburger carries the bell's unread count, since the bell gives
 * way in compact mode, and the menu opens with the bell's notifications and «Compiti».
 */
export function MobileMenu({
  role,
  bell,
  assignments,
}: {
  role: Role;
  bell?: Bell;
  assignments?: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const { config } = useServices();
  const run = useEntryAction();
  const close = useCallback(() => setOpen(false), []);
  useFocusTrap(panel, open, close);
  const { claims } = useSession();
  const courseAuthor = useCourseAuthorEntry().visible;
  const unread = bell?.unread.length ?? 0;
  const entries = mobileMenuEntries(
    { role, eventsUrl: config.eventsUrl, courseAuthor },
    claims?.admin === true,
  );

  return (
    <>
      <button
        type="button"
        className="mobile-menu__toggle"
        aria-label={toggleLabel(bell ? unread : 0)}
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
      >
        <span className="mobile-menu__bars" aria-hidden="true" />
        {unread > 0 && (
          <span className="mobile-menu__count" aria-hidden="true">
            {badgeText(unread)}
          </span>
        )}
      </button>
      {open &&
        // Portalled to <body>: the header's backdrop-filter would otherwise become the containing
        // block of this fixed panel and shrink the full-screen menu to the header's height.
        createPortal(
          <div
            ref={panel}
            id="mobile-menu"
            className="mobile-menu"
            role="dialog"
            aria-modal="true"
            aria-label="Menu"
          >
            <button
              type="button"
              className="mobile-menu__close"
              aria-label="Chiudi il menu"
              onClick={close}
            >
              ×
            </button>
            {bell && <MenuNotifications bell={bell} assignments={assignments} onLeave={close} />}
            <nav aria-label="Menu principale">
              <ul className="mobile-menu__list">
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <button
                      type="button"
                      className="mobile-menu__entry"
                      onClick={() => {
                        close();
                        run(entry.action);
                      }}
                    >
                      {entry.label}
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
          </div>,
          document.body,
        )}
    </>
  );
}

/**
 * The hamburger's name. With unread notifications it carries their count: the badge's number is
 * visible text, and a control's visible text belongs in its name (WCAG 2.5.3, axe's
 * label-content-name-mismatch), so "3" on the badge reads «…, notifiche: 3 nuove».
 */
function toggleLabel(unread: number): string {
  return unread === 0 ? 'Apri il menu' : `Apri il menu, ${bellLabel(unread).toLowerCase()}`;
}
