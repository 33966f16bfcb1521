/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The build id stamped in by renderer/vite.config.ts; absent in dev and tests. */
  readonly TJ_BUILD_ID?: string;
}
