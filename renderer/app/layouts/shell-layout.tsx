import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/page-loading/page-loading.tsx';
import { LAYOUT_OPTIONS, type LayoutName } from './layout-names.ts';
import { ShellFrame } from './shell-frame.tsx';

/** The header's chunk (shell-chrome.tsx), loaded once whoever asks first. */
export const loadShellChrome = () => import('./shell-chrome.tsx');
const loadChrome = loadShellChrome;
const ShellChrome = lazy(loadChrome);
// The error page must show even where the header's chunk cannot load (offline, a deployment
// replaced it): then in the bare frame. A routed page lets the failure reach the route error
// page instead, whose chunk-reload rule applies.
const ErrorPageChrome = lazy(() => loadChrome().catch(() => ({ default: BareChrome })));

function BareChrome({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  return <ShellFrame layout={layout}>{children}</ShellFrame>;
}

/**
 * Starts loading the header's chunk; the header-bearing layout routes call it from their loader
 * so it downloads beside the guard's calls and the page's chunk instead of before them.
 */
export function preloadShellChrome(): void {
  void loadChrome().catch(() => undefined);
}

/**
 * The layout of a group of routes: the page (lazily loaded, with a loading state that keeps the
 * page's space) inside the frame of its layout. Layouts with the app header take their frame
 * from a lazily loaded chunk (shell-chrome.tsx); 'empty' (sign-in, sso) uses the bare frame of
 * the entry chunk, 'none' no frame at all. `children` replaces the routed page, for the error
 * page.
 */
export function ShellLayout({ layout, children }: { layout: LayoutName; children?: ReactNode }) {
  const page = <Suspense fallback={<PageLoading />}>{children ?? <Outlet />}</Suspense>;
  if (layout === 'none') return page;
  if (!LAYOUT_OPTIONS[layout].header) return <ShellFrame layout={layout}>{page}</ShellFrame>;
  const Chrome = children === undefined ? ShellChrome : ErrorPageChrome;
  return (
    <Suspense fallback={<PageLoading fullScreen />}>
      <Chrome layout={layout} withBreadcrumb={children === undefined}>
        {page}
      </Chrome>
    </Suspense>
  );
}
