import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from './layouts/skip-link.tsx';

/**
 * After a navigation inside the app, a focus left on nothing (the link or button that led here
 * was on the old page and is gone) goes to the new page's <main>: otherwise the next Tab starts
 * from wherever the removed element was, deep inside the new page or past its end. A focus that
 * is still somewhere (a header link, a field the new page focused itself) is left alone, and the
 * first page of a visit keeps the browser's own start, where Tab reaches the skip link first.
 */
export function useFocusAfterNavigation(): void {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const first = shown.current === null;
    shown.current = pathname;
    if (first) return;
    /** True once the page's <main> is there (focused if the focus was still on nothing). */
    const focusMain = () => {
      const main = document.getElementById(MAIN_CONTENT_ID);
      if (!main) return false;
      const active = document.activeElement;
      if (active === null || active === document.body) main.focus({ preventScroll: true });
      return true;
    };
    if (focusMain()) return;
    // The frame with the header comes in a chunk of its own (the first page after sign-in):
    // its <main> is focused when it appears.
    const observer = new MutationObserver(() => {
      if (focusMain()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
}
