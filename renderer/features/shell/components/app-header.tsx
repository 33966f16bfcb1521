import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { isWithinArea } from '#common/routing/path-match.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { useBell } from '../hooks/use-bell.ts';
import { AvatarMenu } from './avatar-menu.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { HeaderLogo } from './header-logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { StreakCounter } from './streak-counter.tsx';
import './header.css';

/**
 * The app header (spec 01 §2, spec 02 §2). On /welcome everything but the logo is hidden,
 * except the avatar dropdown, which the spec itself describes for /welcome (the profile warning)
 * and which is the only way out of a locked journey (Log out). Students see their streak
 * counter and the notification bell (spec 02 §2), whose panel opens with `bellAssignments`; in
 * compact mode, where both give way, the mobile menu carries the bell and its count instead.
 */
export function AppHeader({
  bellAssignments,
}: {
  bellAssignments?: (close: () => void) => ReactNode;
} = {}) {
  const { role } = useSession();
  const { pathname } = useLocation();
  const onWelcome = isWithinArea(pathname, '/welcome');
  const withBell = role === 'student' && !onWelcome;
  const bell = useBell(withBell);
  return (
    <header className={onWelcome ? 'app-header app-header--welcome' : 'app-header'}>
      <HeaderLogo disabled={onWelcome} />
      {role && !onWelcome && <DesktopNav role={role} />}
      {role && (
        <div className="app-header__account">
          {withBell && (
            <>
              <StreakCounter />
              <NotificationBell bell={bell} assignments={bellAssignments} />
            </>
          )}
          <AvatarMenu role={role} onWelcome={onWelcome} />
          {!onWelcome && (
            <MobileMenu
              role={role}
              bell={withBell ? bell : undefined}
              assignments={bellAssignments}
            />
          )}
        </div>
      )}
    </header>
  );
}
