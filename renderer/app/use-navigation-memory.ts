import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { isRouteHandle } from '../lib/route-handle.ts';
import { recordLeftPage } from '../lib/previous-page-store.ts';
import { useSession } from '../lib/session-context.tsx';

/**
 * Remembers the page being left after every navigation (spec 01 §2 point 4). The memory belongs
 * to a session: nothing is recorded while signed out, so a logout does not hand the last page of
 * one user to the next.
 */
export function useNavigationMemory(): void {
  const { pathname, search } = useLocation();
  const signedIn = useSession().claims !== null;
  const path = pathname + search;
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (signedIn && shown.current !== null && shown.current !== path) {
      recordLeftPage(shown.current);
    }
    shown.current = path;
  }, [path, signedIn]);
}

/** The window title follows the page: 'Mappa del viaggio · Tech Journey'. */
export function useDocumentTitle(): void {
  const handle = [...useMatches()].reverse().find((match) => isRouteHandle(match.handle))?.handle;
  const title = isRouteHandle(handle) ? handle.title : null;
  useEffect(() => {
    document.title = title ? `${title} · Tech Journey` : 'Tech Journey';
  }, [title]);
}
