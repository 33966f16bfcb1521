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
 * - No module preloading of lazy chunks (see modulePreload below).
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
    // No preload lists for lazy chunks: they cost the entry ~1.8 KB (brotli) of file names, the
    // sign-in page's budget (issue 27 §5). A page's shared chunks then load when its chunk is
    // read, one round trip later; the route preloader (hover, idle, and after the sign-in form
    // the home page) fetches them before the click. Without preloading there is no polyfill,
    // an inline script the CSP would forbid anyway.
    modulePreload: false,
    // electron-vite leaves the renderer unminified by default; the web serves this very build.
    minify: true,
    cssMinify: true,
    // No source maps in the output: the server serves every file of the build publicly.
    sourcemap: false,
    // .vite/manifest.json: which files the entry loads, read by the sign-in weight budget
    // (scripts/build/critical-path.ts). The server serves no dot-directory.
    manifest: true,
    // The entry is one chunk on purpose (below); its budget is checked by critical-path.test.ts.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically, in one chunk: the first page needs all of
          // it anyway, and left to itself the bundler cut it into ~15 files (some under 100
          // bytes), each a request with its headers and a compression of its own (issue 27 §5).
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
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
