// First: zod must be jitless before any schema module loads (see the module).
import './app/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/create-app-router.ts';
import { firstPageShown } from './app/first-page-shown.ts';
import './app/styles/theme.css';
import './app/styles/base.css';
import { FatalPage } from './components/fatal-page/fatal-page.tsx';
import { createPlatformBridge } from './lib/bridge/create-platform-bridge.ts';
import { getDesktopBridge } from './lib/bridge/desktop-global.ts';
import { catchEarlyErrors } from './lib/monitoring/early-errors.ts';
import { createAppServices } from './lib/services/app-services.ts';
import { startVersionCheck } from './lib/version-check.ts';

/**
 * Start-up: choose the bridge (desktop or web), read the runtime configuration through it, then
 * build the services and the router. Error reporting starts after the first page is on screen
 * (issue 27 §5): its rule and its SDK are chunks of their own, the SDK loaded only when
 * reporting is on, so neither weighs on the sign-in form; the errors of the moments before are
 * kept by a few-line catcher and reported once the SDK is there. Without a configuration
 * nothing can talk to the server, so the fatal page is all there is to show.
 */
async function start(container: HTMLElement): Promise<void> {
  const earlyErrors = catchEarlyErrors();
  const root = createRoot(container);
  const bridge = createPlatformBridge();
  try {
    const config = await bridge.getConfig();
    const services = createAppServices({ bridge, config, versionCheck: startVersionCheck({}) });
    const router = createAppRouter(services);
    // Desktop: tech-journey:// links open their route once the router exists; the code that
    // follows them is a chunk of its own, which the web never loads.
    const desktop = getDesktopBridge();
    if (desktop) {
      void import('./app/deep-links.ts').then(({ followDeepLinks }) =>
        followDeepLinks(desktop, services.navigator),
      );
    }
    root.render(
      <StrictMode>
        <App services={services} router={router} />
      </StrictMode>,
    );
    void firstPageShown(router)
      .then(() => import('./lib/monitoring/start-monitoring.ts'))
      .then(({ startRendererMonitoring }) =>
        startRendererMonitoring(config, bridge.kind, services.session, undefined, earlyErrors),
      )
      .catch(() => earlyErrors.stop());
  } catch {
    earlyErrors.stop();
    root.render(<FatalPage onRetry={() => window.location.reload()} />);
  }
}

const container = document.getElementById('root');
if (container) void start(container);
