import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One project per runtime, as the test layout in ARCHITECTURE.md asks:
// - unit:     pure and Node-side code (common, main services with Electron faked, scripts, config checks)
// - server:   the platform server through app.inject; PGlite by default, PostgreSQL when DATABASE_URL is set
// - web:      the React renderer in jsdom
// - keychain: the token vault against a real Secret Service (run inside scripts/with-keyring.sh)
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'common/**/*.test.ts',
            'main/**/*.test.ts',
            'preload/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/config/**/*.test.ts',
          ],
          exclude: ['**/*.keychain.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['renderer/testing/setup.ts'],
          // Stylesheets stay empty in jsdom, except those a test reads as text (`?raw`): the chip
          // contrast test checks the colours chip.css takes from theme.css's tokens.
          css: { include: [/\.css\?raw$/] },
        },
      },
      {
        test: {
          name: 'keychain',
          environment: 'node',
          include: ['main/**/*.keychain.test.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
