import { QueryClientProvider } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router/dom';
import { FatalPage } from '../components/fatal-page/fatal-page.tsx';
import { LogoutOverlay } from '../components/logout-overlay/logout-overlay.tsx';
import { ToastRegion } from '../components/toast/toast-region.tsx';
import type { AppServices } from '../lib/services/app-services.ts';
import { ServicesProvider } from '../lib/services/services-context.tsx';
import { SessionProvider, useSession } from '../lib/session-context.tsx';
import type { AppRouter } from './create-app-router.ts';

/** The whole app: providers, then the router, or the fatal page once the server is unreachable. */
export function App({ services, router }: { services: AppServices; router: AppRouter }) {
  const fatal = useSyncExternalStore(services.fatal.subscribe, services.fatal.get);
  return (
    <ServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <SessionProvider services={services}>
          {fatal ? (
            <FatalPage onRetry={() => services.browser.reload()} />
          ) : (
            <RouterProvider router={router} />
          )}
          <ToastRegion store={services.toasts} />
          <SignOutOverlay />
        </SessionProvider>
      </QueryClientProvider>
    </ServicesProvider>
  );
}

function SignOutOverlay() {
  return useSession().signingOut ? <LogoutOverlay /> : null;
}
