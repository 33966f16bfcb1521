import { describe, expect, it, vi } from 'vitest';
import { createMemoryLogger } from '../logging/logger.ts';
import { createIdleSignOut } from './idle-sign-out.ts';
import { isBlockedKioskShortcut, type KeyInput } from './kiosk-shortcuts.ts';
import { setUpKioskWindow, type KioskWebContents } from './kiosk-window.ts';
import { cleanUpBeforeQuit, clearUserTraces, type QuittingApp } from './quit-cleanup.ts';
import { clearAllSessionData, clearLoginCookies, refuseBrowserDownloads } from './session-data.ts';
import { keepKioskWindowOpen, watchQuitting, type KioskClosableWindow } from './kiosk-window.ts';
import { kioskMenuTemplate } from './kiosk-menu.ts';

const key = (k: string, modifiers: Partial<KeyInput> = {}): KeyInput => ({
  type: 'keyDown',
  key: k,
  control: false,
  meta: false,
  alt: false,
  shift: false,
  ...modifiers,
});

describe('isBlockedKioskShortcut', () => {
  it.each([
    // Reload: the in-memory session would be lost.
    ['F5', key('F5')],
    ['Ctrl+R', key('r', { control: true })],
    ['Cmd+R', key('r', { meta: true })],
    ['Ctrl+Shift+R', key('R', { control: true, shift: true })],
    ['Ctrl+F5', key('F5', { control: true })],
    ['the Refresh key', key('BrowserRefresh')],
    // Developer tools.
    ['F12', key('F12')],
    ['Ctrl+Shift+I', key('I', { control: true, shift: true })],
    ['Ctrl+Shift+J', key('J', { control: true, shift: true })],
    ['Ctrl+Shift+C', key('C', { control: true, shift: true })],
    ['Cmd+Alt+I', key('i', { meta: true, alt: true })],
    // Zoom and zoom reset.
    ['Ctrl+0', key('0', { control: true })],
    ['Cmd+0', key('0', { meta: true })],
    ['Ctrl+=', key('=', { control: true })],
    ['Ctrl+Shift+= (Ctrl++)', key('+', { control: true, shift: true })],
    ['Ctrl+-', key('-', { control: true })],
    // Full screen, closing, quitting, hiding.
    ['F11', key('F11')],
    ['Ctrl+W', key('w', { control: true })],
    ['Cmd+W', key('w', { meta: true })],
    ['Ctrl+Q', key('q', { control: true })],
    ['Cmd+Q', key('q', { meta: true })],
    ['Cmd+H', key('h', { meta: true })],
    ['Cmd+M', key('m', { meta: true })],
    ['Alt+F4', key('F4', { alt: true })],
    // History.
    ['Alt+Left', key('ArrowLeft', { alt: true })],
    ['Alt+Right', key('ArrowRight', { alt: true })],
    ['the Back key', key('BrowserBack')],
    ['the Forward key', key('BrowserForward')],
  ])('blocks %s', (_name, input) => {
    expect(isBlockedKioskShortcut(input)).toBe(true);
  });

  it.each([
    ['r', key('r')],
    ['Ctrl+C (copy)', key('c', { control: true })],
    ['Ctrl+V (paste)', key('v', { control: true })],
    ['Ctrl+A (select all)', key('a', { control: true })],
    ['Ctrl+Z (undo)', key('z', { control: true })],
    ['Shift+I', key('I', { shift: true })],
    ['0 typed in an answer', key('0')],
    ['- typed in an answer', key('-')],
    ['Left arrow in a text field', key('ArrowLeft')],
    ['Shift+Left (select)', key('ArrowLeft', { shift: true })],
    ['F4 alone', key('F4')],
    ['Tab', key('Tab')],
    ['F5 released', { ...key('F5'), type: 'keyUp' }],
  ])('lets %s through', (_name, input) => {
    expect(isBlockedKioskShortcut(input)).toBe(false);
  });
});

describe('setUpKioskWindow', () => {
  it('swallows blocked shortcuts, counts input as activity and closes devtools', () => {
    const listeners = new Map<string, (...args: never[]) => void>();
    const contents = {
      on: (event: string, listener: (...args: never[]) => void) => listeners.set(event, listener),
      closeDevTools: vi.fn(),
    } as unknown as KioskWebContents;
    const idle = { touch: vi.fn(), stop: vi.fn() };
    setUpKioskWindow(contents, idle);
    const press = (input: KeyInput) => {
      const event = { preventDefault: vi.fn() };
      (listeners.get('before-input-event') as (e: typeof event, i: KeyInput) => void)(event, input);
      return event.preventDefault.mock.calls.length > 0;
    };
    expect(press(key('F5'))).toBe(true);
    expect(press(key('a'))).toBe(false);
    (listeners.get('input-event') as () => void)();
    expect(idle.touch).toHaveBeenCalledOnce();
    (listeners.get('devtools-opened') as () => void)();
    expect(contents.closeDevTools).toHaveBeenCalledOnce();
  });
});

describe('createIdleSignOut', () => {
  it('signs out and tells the renderer why', async () => {
    const auth = { hasSession: vi.fn(async () => true), signOut: vi.fn(async () => undefined) };
    const emit = vi.fn();
    await createIdleSignOut({ auth, emit, logger: createMemoryLogger() })();
    expect(auth.signOut).toHaveBeenCalledOnce();
    expect(emit).toHaveBeenCalledWith('auth:signed-out', { reason: 'idle' });
  });

  it('does nothing when nobody is signed in', async () => {
    const auth = { hasSession: vi.fn(async () => false), signOut: vi.fn(async () => undefined) };
    const emit = vi.fn();
    await createIdleSignOut({ auth, emit, logger: createMemoryLogger() })();
    expect(auth.signOut).not.toHaveBeenCalled();
    expect(emit).not.toHaveBeenCalled();
  });
});

describe('session data', () => {
  const fakeSession = () => ({
    clearStorageData: vi.fn(async () => undefined),
    clearCache: vi.fn(async () => undefined),
    clearAuthCache: vi.fn(async () => undefined),
  });

  it('clears only cookies at an ordinary sign-out', async () => {
    const session = fakeSession();
    await clearLoginCookies(session);
    expect(session.clearStorageData).toHaveBeenCalledWith({ storages: ['cookies'] });
    expect(session.clearCache).not.toHaveBeenCalled();
  });

  it('clears every storage, the cache and the auth cache in kiosk mode', async () => {
    const session = fakeSession();
    await clearAllSessionData(session);
    expect(session.clearStorageData).toHaveBeenCalledWith();
    expect(session.clearCache).toHaveBeenCalledOnce();
    expect(session.clearAuthCache).toHaveBeenCalledOnce();
  });
});

describe('cleanUpBeforeQuit', () => {
  function fakeApp() {
    let listener: (event: { preventDefault(): void }) => void = () => undefined;
    const quit = vi.fn();
    const app: QuittingApp = { on: (_event, l) => (listener = l), quit };
    const beforeQuit = () => {
      const event = { preventDefault: vi.fn() };
      listener(event);
      return event.preventDefault.mock.calls.length > 0;
    };
    return { app, quit, beforeQuit };
  }

  it('holds the quit until the clean-up is done, then quits', async () => {
    const { app, quit, beforeQuit } = fakeApp();
    let finish: () => void = () => undefined;
    const cleanUp = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    cleanUpBeforeQuit(app, cleanUp);
    expect(beforeQuit()).toBe(true);
    expect(beforeQuit()).toBe(true);
    expect(cleanUp).toHaveBeenCalledOnce();
    expect(quit).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(quit).toHaveBeenCalledOnce());
    expect(beforeQuit()).toBe(false);
  });

  it('still quits when the clean-up fails', async () => {
    const { app, quit, beforeQuit } = fakeApp();
    cleanUpBeforeQuit(app, async () => Promise.reject(new Error('busy')));
    beforeQuit();
    await vi.waitFor(() => expect(quit).toHaveBeenCalledOnce());
  });
});

describe('startKioskWindow', () => {
  it('signs out after the idle time-out, and not once stopped', async () => {
    const { createFakeClock } = await import('../testing/fake-clock.ts');
    const { startKioskWindow } = await import('./kiosk-window.ts');
    const { clock, advance } = createFakeClock();
    const contents = {
      on: () => undefined,
      closeDevTools: () => undefined,
    } as unknown as KioskWebContents;
    const signOutIdle = vi.fn(async () => undefined);
    const stop = startKioskWindow(contents, { signOutIdle, clock, timeoutMs: 1000 });
    advance(1000);
    expect(signOutIdle).toHaveBeenCalledOnce();
    stop();
    advance(5000);
    expect(signOutIdle).toHaveBeenCalledOnce();
  });
});

describe('keepKioskWindowOpen', () => {
  function setup() {
    type Listener = (event: { preventDefault(): void }) => void;
    let beforeQuit: () => void = () => undefined;
    const quitting = watchQuitting({ on: (_event, listener) => (beforeQuit = listener) });
    const open = () => {
      const windowListeners = new Map<string, Listener>();
      const window = {
        on: (event: string, listener: Listener) => windowListeners.set(event, listener),
      } as unknown as KioskClosableWindow;
      keepKioskWindowOpen(window, quitting);
      return {
        close: () => {
          const event = { preventDefault: vi.fn() };
          windowListeners.get('close')?.(event);
          return event.preventDefault.mock.calls.length === 0;
        },
        sessionEnd: () => windowListeners.get('session-end')?.({ preventDefault: () => undefined }),
      };
    };
    return { open, beforeQuit: () => beforeQuit() };
  }

  it('refuses to close (Alt+F4, Ctrl+W, the close button) while the app runs', () => {
    const window = setup().open();
    expect(window.close()).toBe(false);
    expect(window.close()).toBe(false);
  });

  it('closes when the OS session ends', () => {
    const window = setup().open();
    window.sessionEnd();
    expect(window.close()).toBe(true);
  });

  it('lets every window close once the app quits (after its clean-up), with one app listener', () => {
    const app = setup();
    const first = app.open();
    const replacement = app.open();
    app.beforeQuit();
    expect(first.close()).toBe(true);
    expect(replacement.close()).toBe(true);
  });
});

describe('clearUserTraces (kiosk quit)', () => {
  it('clears the tokens, the browser session data and the downloads', async () => {
    const vault = { clear: vi.fn(async () => undefined) };
    const clearSessionData = vi.fn(async () => undefined);
    const downloads = { clear: vi.fn(async () => undefined) };
    await clearUserTraces({ vault, clearSessionData, downloads })();
    expect(vault.clear).toHaveBeenCalledOnce();
    expect(clearSessionData).toHaveBeenCalledOnce();
    expect(downloads.clear).toHaveBeenCalledOnce();
  });

  it('clears the others when one fails, then reports the failure', async () => {
    const vault = { clear: vi.fn(async () => Promise.reject(new Error('locked'))) };
    const clearSessionData = vi.fn(async () => undefined);
    const downloads = { clear: vi.fn(async () => undefined) };
    await expect(clearUserTraces({ vault, clearSessionData, downloads })()).rejects.toThrow(
      'locked',
    );
    expect(clearSessionData).toHaveBeenCalledOnce();
    expect(downloads.clear).toHaveBeenCalledOnce();
  });
});

describe('refuseBrowserDownloads', () => {
  it('cancels every download Chromium itself would start', () => {
    let listener: (event: { preventDefault(): void }) => void = () => undefined;
    const logger = createMemoryLogger();
    refuseBrowserDownloads({ on: (_event, l) => (listener = l) }, logger);
    const event = { preventDefault: vi.fn() };
    listener(event);
    expect(event.preventDefault).toHaveBeenCalledOnce();
    expect(logger.lines).toHaveLength(1);
  });
});

describe('kioskMenuTemplate', () => {
  it.each(['win32', 'linux'])('gives %s no menu, so no default accelerator exists', (platform) => {
    expect(kioskMenuTemplate(platform)).toBeNull();
  });

  it('gives macOS editing only (copy and paste need it), nothing that reloads, zooms or quits', () => {
    const roles = (kioskMenuTemplate('darwin') ?? []).flatMap((menu) =>
      menu.submenu.flatMap((item) => ('role' in item ? [item.role] : [])),
    );
    expect(roles).toEqual(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll']);
  });
});
