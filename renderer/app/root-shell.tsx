import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useSession } from '../lib/session-context.tsx';
import { useAfterFirstPaint } from './use-after-first-paint.ts';
import { useFocusAfterNavigation } from './use-focus-after-navigation.ts';
import { useDocumentTitle, useNavigationMemory } from './use-navigation-memory.ts';

// Only a session whose password has expired needs the modal: its code (and the modal's) stays
// off the sign-in page's first download (issue 27 §5).
const PasswordExpiredModal = lazy(async () => ({
  default: (await import('../features/password/components/password-expired-modal.tsx'))
    .PasswordExpiredModal,
}));

// Preloading pages on hover and when idle helps the second page, never the first: it starts,
// with its code, once the first page is painted.
const RoutePreloading = lazy(() => import('./route-preloading.tsx'));

/** The root route's element: what every page shares beyond its layout. */
export function RootShell() {
  useNavigationMemory();
  useDocumentTitle();
  useFocusAfterNavigation();
  const passwordExpired = useSession().claims?.password_expired ?? false;
  const painted = useAfterFirstPaint();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      {painted && (
        <Suspense fallback={null}>
          <RoutePreloading />
        </Suspense>
      )}
      {passwordExpired && (
        <Suspense fallback={null}>
          <PasswordExpiredModal />
        </Suspense>
      )}
    </>
  );
}
