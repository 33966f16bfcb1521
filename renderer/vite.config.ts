import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { precompressPlugin } from '../scripts/build/precompress-plugin.ts';

// This file runs in Node (Vite's config loader), not in the browser: the renderer's lint rules
// about node:* do not concern it, and it needs none (import.meta.dirname and crypto are globals).
const rendererRoot = import.meta.dirname;
const repositoryRoot = `${rendererRoot}/..`;

/** Each build gets its own id; the running app compares it with /version.json (spec 01 §4). */
export const BUILD_ID = `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;

/** Emits version.json, the latest-build descriptor the hourly version check fetches. */
export function buildDescriptorPlugin(buildId: string = BUILD_ID): Plugin {
  return {
    name: 'tech-journey-build-descriptor',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ id: buildId })}\n`,
      });
    },
  };
}

/**
 * The renderer's Vite settings, shared with electron.vite.config.ts.
 * - No inlined assets: the CSP (default-src 'self') blocks data: URLs, so every image is a file.
 * - No module-preload polyfill: it would be an inline script, which the CSP forbids.
 */
export const rendererViteConfig = {
  root: rendererRoot,
  base: '/',
  plugins: [react(), buildDescriptorPlugin(), precompressPlugin()],
  define: { 'import.meta.env.TJ_BUILD_ID': JSON.stringify(BUILD_ID) },
  build: {
    outDir: `${repositoryRoot}/out/renderer`,
    emptyOutDir: true,
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    // electron-vite leaves the renderer unminified by default; the web serves this very build.
    minify: true,
    cssMinify: true,
    // No source maps in the output: the server serves every file of the build publicly.
    sourcemap: false,
  },
  server: {
    host: '127.0.0.1',
    // resources/ (images) lies outside the renderer root.
    fs: { allow: [repositoryRoot] },
    proxy: {
      // ws: the chat's realtime socket (/api/chat/websocket) goes through to the server too.
      '/api': { target: 'http://127.0.0.1:8787', ws: true },
      '/app-config.json': 'http://127.0.0.1:8787',
    },
  },
} satisfies UserConfig;

export default defineConfig(rendererViteConfig);
