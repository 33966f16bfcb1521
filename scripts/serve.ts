import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { relaunchWithServerSettings } from '../server/process-settings.ts';

// `npm run serve`: the platform server alone, with the built web UI at http://HOST:PORT/.
// Builds the web UI first when the default build (out/renderer) has no index.html yet.

// Before the server's modules load: a relaunch would load them again.
relaunchWithServerSettings();
const { ConfigError, loadConfig } = await import('../server/config.ts');
const { runServerFromEnvironment } = await import('../server/main.ts');

const ROOT = resolve(import.meta.dirname, '..');
const DEFAULT_WEB_DIR = join(ROOT, 'out', 'renderer');

function webDirFromEnvironment(): string {
  try {
    return loadConfig().webDir;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Tech Journey server: invalid configuration: ${error.message}`);
    process.exit(1);
  }
}

function buildWebUi(): void {
  console.log('Tech Journey: building the web UI into out/renderer (first run only)...');
  const result = spawnSync('npx', ['vite', 'build', '--config', 'renderer/vite.config.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('Tech Journey: building the web UI failed (see the messages above).');
    process.exit(result.status ?? 1);
  }
}

const webDir = webDirFromEnvironment();
if (!existsSync(join(webDir, 'index.html'))) {
  if (webDir === DEFAULT_WEB_DIR) {
    buildWebUi();
  } else {
    console.warn(
      `Tech Journey: HG_WEB_DIR (${webDir}) has no index.html; serving without the web UI.`,
    );
  }
}
await runServerFromEnvironment();
