import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { DEFAULT_SCHOOL_TIME_ZONE } from '#common/format/swiss-italian.ts';
import { E2E_SMTP_PASSWORD, E2E_SMTP_USER } from './testing/smtp-sink.ts';

// End-to-end suite: the real platform server with its demo data (`npm run serve`, on a fresh data
// directory and its own port) and the built web UI, driven in Debian's Chromium — never a
// downloaded browser. Two projects: `web` (the browser bridge, cookie sessions) and `desktop`
// (the real main-process services run in the test process and are exposed as window.desktop).
const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 8790);
const dataDir = path.join(root, '.tmp', 'e2e-data');
export const baseURL = `http://127.0.0.1:${port}`;
/** The suite's mail server (testing/smtp-sink.ts): forgotten-password mails land there. */
const smtpPort = port + 1000;

export default defineConfig({
  testDir: path.join(root, 'tests'),
  outputDir: path.join(root, '.tmp', 'e2e-results'),
  // The demo accounts are shared state (unlocking the journey is permanent), so tests run one
  // at a time in file order.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(root, '.tmp', 'e2e.json'),
      },
    ],
  ],
  use: {
    baseURL,
    locale: 'it-CH',
    // The browser's clock is the school's, so dates on screen and in file names agree.
    timezoneId: DEFAULT_SCHOOL_TIME_ZONE,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // Root in CI cannot use Chromium's sandbox; the background-networking flags keep Chromium
      // from reaching for hosts this machine cannot reach.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // The lesson test starts the video from the test rather than through the player's UI.
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'web', testMatch: /e2e\/web\/.*\.spec\.ts/ },
    { name: 'desktop', testMatch: /e2e\/desktop\/.*\.spec\.ts/ },
    { name: 'electron', testMatch: /electron\/.*\.spec\.ts/ },
  ],
  webServer: [
    {
      command: 'node tests/testing/smtp-sink.ts',
      cwd: root,
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_SMTP_PORT: String(smtpPort) },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `rm -rf "${dataDir}" && node scripts/serve.ts`,
      cwd: root,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        HG_DATA_DIR: dataDir,
        HG_ENVIRONMENT: 'production',
        // Only forgotten-password.spec.ts sends mail; the others see the form instead of the
        // "ask your professor" text on /password-dimenticata, and nothing else changes.
        HG_SMTP_URL: `smtp://${E2E_SMTP_USER}:${E2E_SMTP_PASSWORD}@127.0.0.1:${smtpPort}`,
        HG_SMTP_FROM: 'noreply@tech-journey.example',
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
