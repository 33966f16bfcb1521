import { _electron as electron, expect, test } from '@playwright/test';
import path from 'node:path';
import { findElectronBinary } from '../../scripts/start.ts';

// Launches the real built desktop app (out/main) against the e2e server. Runs wherever the
// Electron binary exists; where it does not (our build machines cannot download it), the suite
// is skipped and says so plainly.
const root = path.resolve(import.meta.dirname, '..', '..');
// Never require('electron') here: with its binary missing, that package tries to download it.
const binary = findElectronBinary(root);
if (!binary) {
  console.log(
    'Electron launch suite skipped: the Electron binary is not installed on this machine.',
  );
}

test.describe('packaged desktop app', () => {
  test.skip(!binary, 'the Electron binary is not installed on this machine');

  test('opens a sandboxed window on the sign-in page and signs in through main', async ({
    baseURL,
  }) => {
    const app = await electron.launch({
      executablePath: binary ?? undefined,
      args: [path.join(root, 'out', 'main', 'index.js')],
      env: { ...process.env, HG_SERVER_URL: baseURL ?? '' },
    });
    try {
      const appWindow = await app.firstWindow();
      await expect(appWindow).toHaveURL(/\/sign-in/);
      // No Node in the renderer: only the bridge is visible.
      expect(
        await appWindow.evaluate(() => typeof (globalThis as { require?: unknown }).require),
      ).toBe('undefined');
      expect(
        await appWindow.evaluate(
          () => typeof (globalThis as { desktop?: { authSignIn?: unknown } }).desktop?.authSignIn,
        ),
      ).toBe('function');
      await appWindow.getByLabel('E-mail').fill('studente2@demo.test');
      await appWindow.getByLabel('Password').fill('Demo2026!');
      await appWindow.getByRole('button', { name: 'Accedi' }).click();
      await expect(appWindow).not.toHaveURL(/\/sign-in/);
    } finally {
      await app.close();
    }
  });
});
