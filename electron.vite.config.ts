import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { rendererViteConfig } from './renderer/vite.config.ts';

const root = import.meta.dirname;

/**
 * electron-vite presets the renderer's base to './' for production builds; with history routing
 * a deep link (app://tech-journey/module-detail/1f3a) would then ask for
 * /module-detail/assets/… and fail. The renderer is served from the root of app://tech-journey/,
 * so assets are addressed from '/', as in the web build.
 */
function absoluteRendererBase(): Plugin {
  return { name: 'tech-journey-absolute-base', config: () => ({ base: '/' }) };
}

export default defineConfig({
  // Main: ESM (package.json "type": "module"), dependencies left in node_modules. keytar is a
  // native module: it can only be loaded from disk (unpacked from the asar, see
  // electron-builder.yml), never bundled.
  main: {
    build: {
      outDir: resolve(root, 'out/main'),
      externalizeDeps: { include: ['keytar'] },
      rolldownOptions: { input: { index: resolve(root, 'main/index.ts') } },
    },
  },
  // Preload: runs sandboxed, where require() knows only 'electron' and a few built-ins. So it is
  // ONE CommonJS file with every dependency (the contract, zod) bundled in; ESM preloads are not
  // supported in sandboxed renderers.
  preload: {
    build: {
      outDir: resolve(root, 'out/preload'),
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(root, 'preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
      },
    },
  },
  // Renderer: the same Vite settings as the standalone web build (renderer/vite.config.ts). Its
  // paths are set again here because electron-vite bundles that file into this one, where its
  // import.meta.dirname would be the repository root instead of renderer/.
  renderer: {
    ...rendererViteConfig,
    root: resolve(root, 'renderer'),
    plugins: [...rendererViteConfig.plugins, absoluteRendererBase()],
    server: { ...rendererViteConfig.server, fs: { allow: [root] } },
    build: {
      ...rendererViteConfig.build,
      outDir: resolve(root, 'out/renderer'),
      rolldownOptions: { input: { index: resolve(root, 'renderer/index.html') } },
    },
  },
});
