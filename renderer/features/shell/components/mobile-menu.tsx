import { useCallback, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Role } from '#common/auth/roles.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useCourseAuthorEntry } from '../../../lib/studio/use-course-author-entry.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { useFocusTrap } from '../../../lib/use-focus-trap.ts';
import { useEntryAction } from '../hooks/use-entry-action.ts';
import { mobileMenuEntries } from './header-entries.ts';

/**
 * The hamburger and its full-screen menu (narrow screens): every header entry, focus trapped
 * inside while open, Escape or the close button closes it and focus returns to the hamburger.
 */
export function MobileMenu({ role }: { role: Role }) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const { config } = useServices();
  const run = useEntryAction();
  const close = useCallback(() => setOpen(false), []);
  useFocusTrap(panel, open, close);
  const { claims } = useSession();
  const courseAuthor = useCourseAuthorEntry().visible;
  const entries = mobileMenuEntries(
    { role, eventsUrl: config.eventsUrl, courseAuthor },
    claims?.admin === true,
  );

  return (
    <>
      <button
        type="button"
        className="mobile-menu__toggle"
        aria-label="Apri il menu"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(true)}
      >
        <span className="mobile-menu__bars" aria-hidden="true" />
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
