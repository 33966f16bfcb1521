import { Outlet, ScrollRestoration } from 'react-router';
import { PasswordExpiredModal } from '../features/password/components/password-expired-modal.tsx';
import { useRoutePreloading } from './route-preload.ts';
import { useFocusAfterNavigation } from './use-focus-after-navigation.ts';
import { useDocumentTitle, useNavigationMemory } from './use-navigation-memory.ts';

/** The root route's element: what every page shares beyond its layout. */
export function RootShell() {
  useNavigationMemory();
  useDocumentTitle();
  useRoutePreloading();
  useFocusAfterNavigation();
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <PasswordExpiredModal />
    </>
  );
}
