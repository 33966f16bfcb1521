import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { relaunchWithServerSettings } from '../server/process-settings.ts';

// `npm start`: the platform server (embedded database, demo data) plus the desktop app against
// it, building the app first when its build is missing or stale. Where the Electron binary is
// not installed, the same web UI is served for a browser instead.

const ROOT = join(import.meta.dirname, '..');
const BUILD_OUTPUTS = ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html'];
const BUILD_INPUTS = [
  'main',
  'preload',
  'renderer',
  'common',
  'resources',
  'electron.vite.config.ts',
];

/** True when an output of `electron-vite build` is missing or older than a source file. */
export function needsBuild(root: string): boolean {
  const outputs = BUILD_OUTPUTS.map((path) => join(root, path));
  if (!outputs.every((path) => existsSync(path))) return true;
  const builtAt = Math.min(...outputs.map((path) => statSync(path).mtimeMs));
  return BUILD_INPUTS.some((input) => newestSourceChange(join(root, input)) > builtAt);
}

function newestSourceChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(path).map((entry) => newestSourceChange(join(path, entry))),
  );
}

/**
 * The Electron executable, or null when it is not installed. Deliberately not require('electron'):
 * when the binary is missing, the electron package tries to download it, which must not happen here.
 */
export function findElectronBinary(root: string, env = process.env): string | null {
  let packageDir: string;
  try {
    packageDir = dirname(
      createRequire(join(root, 'package.json')).resolve('electron/package.json'),
    );
  } catch {
    return null;
  }
  const pathFile = join(packageDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : '';
  const distDir = env.ELECTRON_OVERRIDE_DIST_PATH ?? join(packageDir, 'dist');
  if (!relative && !env.ELECTRON_OVERRIDE_DIST_PATH) return null;
  const binary = join(distDir, relative || 'electron');
  return existsSync(binary) ? binary : null;
}

export function webUiNotice(url: string): string {
  return `Electron is not installed on this machine (its binary cannot be downloaded here); serving the same web UI at ${url} instead.`;
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main(): Promise<void> {
  if (needsBuild(ROOT)) {
    console.log('Building the app (electron-vite build)...');
    const cli = join(ROOT, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
    if ((await run(process.execPath, [cli, 'build'])) !== 0) {
      console.error('The build failed; see the messages above.');
      process.exit(1);
    }
  }
  // Loaded here, not at the top, so the helpers above can be tested without the server's stack.
  const { startPlatformServer } = await import('../server/start.ts');
  const server = await startPlatformServer();
  const stop = async (code: number) => {
    await server.close();
    process.exit(code);
  };
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));

  const electron = findElectronBinary(ROOT);
  if (!electron) {
    console.log(webUiNotice(server.url));
    return; // The server keeps the process alive until Ctrl+C.
  }
  console.log(`Platform server at ${server.url}; opening the desktop app.`);
  const env = { ...process.env, HG_SERVER_URL: server.url.replace(/\/+$/, '') };
  await stop(await run(electron, ['.'], env));
}

if (import.meta.main) {
  relaunchWithServerSettings();
  main().catch((error: unknown) => {
    console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
