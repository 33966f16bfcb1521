// First: zod must be jitless before any schema module loads (see the module).
import './app/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/create-app-router.ts';
import { followDeepLinks } from './app/deep-links.ts';
import './app/styles/theme.css';
import './app/styles/base.css';
import { FatalPage } from './components/fatal-page/fatal-page.tsx';
import { createPlatformBridge } from './lib/bridge/create-platform-bridge.ts';
import { getDesktopBridge } from './lib/bridge/desktop-global.ts';
import { startRendererMonitoring } from './lib/monitoring/start-monitoring.ts';
import { createAppServices } from './lib/services/app-services.ts';
import { startVersionCheck } from './lib/version-check.ts';

/**
 * Start-up: choose the bridge (desktop or web), read the runtime configuration through it, then
 * build the services and the router. Error reporting starts alongside, not before: its SDK is a
 * chunk of its own, loaded only when reporting is on, and the first page does not wait for it.
 * Without a configuration nothing can talk to the server, so the fatal page is all there is to
 * show.
 */
async function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  const bridge = createPlatformBridge();
  try {
    const config = await bridge.getConfig();
    const services = createAppServices({ bridge, config, versionCheck: startVersionCheck({}) });
    void startRendererMonitoring(config, bridge.kind, services.session);
    const router = createAppRouter(services);
    // Desktop: tech-journey:// links open their route once the router exists.
    followDeepLinks(getDesktopBridge(), services.navigator);
    root.render(
      <StrictMode>
        <App services={services} router={router} />
      </StrictMode>,
    );
  } catch {
    root.render(<FatalPage onRetry={() => window.location.reload()} />);
  }
}

const container = document.getElementById('root');
if (container) void start(container);
