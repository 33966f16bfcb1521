import { useLocation } from 'react-router';
import { isWithinArea } from '#common/routing/path-match.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { AvatarMenu } from './avatar-menu.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { HeaderLogo } from './header-logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import './header.css';

/**
 * The app header (spec 01 §2, spec 02 §2). On /welcome everything but the logo is hidden,
 * except the avatar dropdown, which the spec itself describes for /welcome (the profile warning)
 * and which is the only way out of a locked journey (Log out). The streak counter and the
 * notification bell belong to later features and are not part of the header yet.
 */
export function AppHeader() {
  const { role } = useSession();
  const { pathname } = useLocation();
  const onWelcome = isWithinArea(pathname, '/welcome');
  return (
    <header className={onWelcome ? 'app-header app-header--welcome' : 'app-header'}>
      <HeaderLogo disabled={onWelcome} />
      {role && !onWelcome && <DesktopNav role={role} />}
      {role && (
        <div className="app-header__account">
          <AvatarMenu role={role} onWelcome={onWelcome} />
          {!onWelcome && <MobileMenu role={role} />}
        </div>
      )}
    </header>
  );
}
