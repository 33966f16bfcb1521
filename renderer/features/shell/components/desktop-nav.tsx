import { Link, useLocation } from 'react-router';
import type { Role } from '#common/auth/roles.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useCourseAuthorEntry } from '../../../lib/studio/use-course-author-entry.ts';
import { useEntryAction } from '../hooks/use-entry-action.ts';
import { activeEntryId } from './active-entry.ts';
import { headerEntries } from './header-entries.ts';

/** The header links on wide screens; the same entries open the mobile menu on narrow ones. */
export function DesktopNav({ role }: { role: Role }) {
  const { config } = useServices();
  const run = useEntryAction();
  const courseAuthor = useCourseAuthorEntry().visible;
  const entries = headerEntries({ role, eventsUrl: config.eventsUrl, courseAuthor });
  // One entry at most: NavLink compares paths only and lit both profile entries.
  const active = activeEntryId(entries, useLocation());
  return (
    <nav className="desktop-nav" aria-label="Navigazione principale">
      <ul className="desktop-nav__list">
        {entries.map((entry) => (
          <li key={entry.id}>
            {entry.action.kind === 'link' ? (
              <Link
                className={`desktop-nav__link${entry.id === active ? ' active' : ''}`}
                to={entry.action.to}
                aria-current={entry.id === active ? 'page' : undefined}
              >
                {entry.label}
              </Link>
            ) : (
              <button type="button" className="desktop-nav__link" onClick={() => run(entry.action)}>
                {entry.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
