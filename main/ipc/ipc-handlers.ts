import type { AppConfig } from '#common/config/app-config.ts';
import type {
  IpcCallArgs,
  IpcCallChannel,
  IpcCallResults,
  SignInResult,
} from '#common/ipc/contract.ts';
import type { AuthService } from '../auth/auth-service.ts';
import type { DownloadsService } from '../downloads/downloads-service.ts';

/** What the IPC handlers call into: the real main-process services (or the same, in e2e tests). */
export interface MainServices {
  auth: AuthService;
  /** "Accedi con l'account della scuola" through the system browser (auth/school-sign-in-service.ts). */
  schoolSignIn: { start(): Promise<SignInResult> };
  config: { get(): AppConfig };
  downloads: DownloadsService;
  /** tech-journey:// links waiting for the page (deep-links/deep-link-inbox.ts). */
  deepLinks: { takePending(): string | null };
}

/** One async function per channel of the contract, taking already validated arguments. */
export type IpcHandlers = {
  [C in IpcCallChannel]: (...args: IpcCallArgs<C>) => Promise<IpcCallResults[C]>;
};

/**
 * The handler of every channel, with no Electron in sight: main registers them behind the sender
 * and argument checks, and the end-to-end tests expose the very same functions to a page as
 * window.desktop. Nothing here returns the refresh token.
 */
export function createIpcHandlers(services: MainServices): IpcHandlers {
  return {
    'auth:sign-in': (credentials) => services.auth.signIn(credentials),
    'auth:redeem-sso-code': (code) => services.auth.redeemSsoCode(code),
    'auth:start-school-sign-in': () => services.schoolSignIn.start(),
    'auth:get-access-token': () => services.auth.getAccessToken(),
    'auth:refresh': () => services.auth.refresh(),
    'auth:sign-out': () => services.auth.signOut(),
    'config:get': async () => services.config.get(),
    'downloads:start': async (request) => services.downloads.start(request),
    'downloads:cancel': async (id) => services.downloads.cancel(id),
    'downloads:open': (id) => services.downloads.open(id),
    'downloads:show-in-folder': async (id) => services.downloads.showInFolder(id),
    'downloads:list': async () => services.downloads.list(),
    'downloads:get-folder': async () => services.downloads.getFolder(),
    'downloads:choose-folder': () => services.downloads.chooseFolder(),
    'downloads:set-ask-every-time': async (ask) => services.downloads.setAskEveryTime(ask),
    'deep-link:take-pending': async () => services.deepLinks.takePending(),
  };
}
