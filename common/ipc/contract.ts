import { z } from 'zod';
import type { AppConfig } from '../config/app-config.ts';
import {
  downloadIdSchema,
  downloadRequestSchema,
  downloadStateSchema,
  type DownloadFolderSetting,
  type DownloadState,
} from './downloads.ts';

/**
 * The one place where IPC channel names exist (`domain:action`, kebab-case).
 *
 * `ipcCallArgs` holds, per channel, the zod schema of the argument tuple that main validates
 * before a handler runs; `IpcCallResults` the type each call resolves to. Main registers handlers
 * only through its typed helper, and the preload exposes exactly one method per channel; a test
 * checks that contract, main and preload agree.
 */

/** Credentials typed in the sign-in page. The refresh token never comes back across the bridge. */
export const signInArgsSchema = z.object({
  email: z.string().max(254),
  password: z.string().max(256),
});
export type SignInArgs = z.infer<typeof signInArgsSchema>;

/** Outcome of a sign-in. On failure, `message` is the server's Italian message. */
export type SignInResult =
  { ok: true; accessToken: string } | { ok: false; status: number; code: string; message: string };

export const ipcCallArgs = {
  /** Signs in through main; main keeps the refresh token in the vault. */
  'auth:sign-in': z.tuple([signInArgsSchema]),
  /**
   * Signs in with a one-time code that came in through /auth/sso?code= (issued by our server
   * for another of our clients); main keeps the new session's refresh token in the vault.
   */
  'auth:redeem-sso-code': z.tuple([z.string().min(1).max(100)]),
  /**
   * Signs in with the school's account: main opens the system browser on the server's start
   * address with its own PKCE challenge and resolves when the answer came back through
   * tech-journey://school-sign-in (main redeems the code with its verifier and keeps the refresh
   * token in the vault).
   */
  'auth:start-school-sign-in': z.tuple([]),
  /**
   * The current access token, or null when signed out. Applies the start-up rule: a token with
   * fewer than 600 s left is refreshed first.
   */
  'auth:get-access-token': z.tuple([]),
  /** Refreshes after a 401. Single flight: concurrent calls share one refresh. Null on failure. */
  'auth:refresh': z.tuple([]),
  /** Revokes the session on the server and clears the vault and the shared login cookie. */
  'auth:sign-out': z.tuple([]),
  /** The renderer's runtime configuration (service base URLs, environment, kiosk). */
  'config:get': z.tuple([]),
  /** Starts a download made by main (authenticated, streamed to the download folder). */
  'downloads:start': z.tuple([downloadRequestSchema]),
  /** Stops a running download; its partial file is removed. */
  'downloads:cancel': z.tuple([downloadIdSchema]),
  /** Opens a completed download with the program the OS associates with it. */
  'downloads:open': z.tuple([downloadIdSchema]),
  /** Shows a completed download selected in the system's file manager. */
  'downloads:show-in-folder': z.tuple([downloadIdSchema]),
  /** The downloads of this run, with their current state. */
  'downloads:list': z.tuple([]),
  /** The download folder setting. */
  'downloads:get-folder': z.tuple([]),
  /** Opens the folder dialog; the chosen folder becomes the default one. */
  'downloads:choose-folder': z.tuple([]),
  /** Switches "ask where to save every time" on or off. */
  'downloads:set-ask-every-time': z.tuple([z.boolean()]),
  /**
   * The route path of the tech-journey:// link the app was last opened with, already validated
   * by main against the route table, or null; each link is handed out once.
   */
  'deep-link:take-pending': z.tuple([]),
} as const;

export type IpcCallChannel = keyof typeof ipcCallArgs;

export interface IpcCallResults {
  'auth:sign-in': SignInResult;
  'auth:redeem-sso-code': SignInResult;
  'auth:start-school-sign-in': SignInResult;
  'auth:get-access-token': string | null;
  'auth:refresh': string | null;
  'auth:sign-out': void;
  'config:get': AppConfig;
  'downloads:start': { id: string };
  'downloads:cancel': void;
  'downloads:open': void;
  'downloads:show-in-folder': void;
  'downloads:list': DownloadState[];
  'downloads:get-folder': DownloadFolderSetting;
  'downloads:choose-folder': DownloadFolderSetting;
  'downloads:set-ask-every-time': DownloadFolderSetting;
  'deep-link:take-pending': string | null;
}

export type IpcCallArgs<C extends IpcCallChannel> = z.infer<(typeof ipcCallArgs)[C]>;

/** Events pushed from main to the renderer, with the schema of their payload. */
export const ipcEventPayloads = {
  /** Main ended the session on its own (kiosk idle time-out, failed refresh). */
  'auth:signed-out': z.object({ reason: z.enum(['idle', 'refresh-failed', 'user']) }),
  /** A download changed state or made progress (progress at most every 100 ms). */
  'downloads:progress': downloadStateSchema,
  /** A tech-journey:// link arrived: the page takes it with deep-link:take-pending. */
  'deep-link:received': z.object({}),
} as const;

export type IpcEventChannel = keyof typeof ipcEventPayloads;
export type IpcEventPayload<E extends IpcEventChannel> = z.infer<(typeof ipcEventPayloads)[E]>;

export const IPC_CALL_CHANNELS = Object.keys(ipcCallArgs) as IpcCallChannel[];
export const IPC_EVENT_CHANNELS = Object.keys(ipcEventPayloads) as IpcEventChannel[];

/** Turns `auth:get-access-token` into the bridge method name `authGetAccessToken`. */
export function bridgeMethodName(channel: string): string {
  return channel.replace(/[:-]([a-z])/g, (_match, letter: string) => letter.toUpperCase());
}

/** The object the preload exposes as `window.desktop`. */
export type DesktopBridge = {
  [C in IpcCallChannel as CamelChannel<C>]: (...args: IpcCallArgs<C>) => Promise<IpcCallResults[C]>;
} & {
  /** Subscribes to an event from main; returns the unsubscribe function. */
  on<E extends IpcEventChannel>(
    event: E,
    listener: (payload: IpcEventPayload<E>) => void,
  ): () => void;
};

// Type-level mirror of bridgeMethodName, so the bridge's method names are derived, not typed twice.
type CamelChannel<S extends string> = S extends `${infer Head}:${infer Tail}`
  ? `${CamelChannel<Head>}${Capitalize<CamelChannel<Tail>>}`
  : S extends `${infer Head}-${infer Tail}`
    ? `${Head}${Capitalize<CamelChannel<Tail>>}`
    : S;
