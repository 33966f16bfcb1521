/** The parts of Electron's `Input` (before-input-event) the kiosk filter reads. */
export interface KeyInput {
  type: string;
  key: string;
  control: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

// Keys swallowed whatever the modifiers: reload (F5), developer tools (F12), full screen off
// (F11), and the keyboard's own Back/Forward/Refresh keys.
const BLOCKED_KEYS = new Set([
  'F5',
  'F11',
  'F12',
  'BrowserBack',
  'BrowserForward',
  'BrowserRefresh',
]);

// With Ctrl (Cmd on macOS), with or without Shift: reload (R), the developer tools' panels
// (I, J, C with Shift), zoom reset and zoom (0, +, =, -, the numeric keypad's + and -), close the
// window (W), quit (Q), hide and minimise on macOS (H, M).
const BLOCKED_WITH_COMMAND = new Set(['r', '0', '+', '=', '-', '_', 'w', 'q', 'h', 'm']);
const BLOCKED_WITH_COMMAND_AND_SHIFT = new Set(['i', 'j', 'c']);
// Cmd+Alt+I/J/C: the developer tools on macOS.
const BLOCKED_WITH_COMMAND_AND_ALT = new Set(['i', 'j', 'c']);
// With Alt alone: Alt+F4 closes the window, Alt+Left/Right walk the history, Alt+Home goes home.
const BLOCKED_WITH_ALT = new Set(['F4', 'ArrowLeft', 'ArrowRight', 'Home']);

/**
 * True for a key press a kiosk must swallow: reload (F5, Ctrl/Cmd+R, Ctrl/Cmd+Shift+R), the
 * developer tools (F12, Ctrl/Cmd+Shift+I/J/C, Cmd+Alt+I/J/C), zoom and zoom reset (Ctrl/Cmd with
 * 0, +, =, -), full screen (F11), closing and quitting (Ctrl/Cmd+W, Ctrl/Cmd+Q, Alt+F4), hiding
 * (Cmd+H, Cmd+M) and the history (Alt+Left/Right, the Back/Forward keys). A reload would lose the
 * in-memory session; devtools would hand the page (and its token) to whoever sits there; the others
 * take the next person out of the app or change what every next person sees. Swallowing in
 * before-input-event stops the page and the menu accelerators alike.
 */
export function isBlockedKioskShortcut(input: KeyInput): boolean {
  if (input.type !== 'keyDown') return false;
  if (BLOCKED_KEYS.has(input.key)) return true;
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  const command = input.control || input.meta;
  if (command && BLOCKED_WITH_COMMAND.has(key)) return true;
  if (command && input.shift && BLOCKED_WITH_COMMAND_AND_SHIFT.has(key)) return true;
  if (command && input.alt && BLOCKED_WITH_COMMAND_AND_ALT.has(key)) return true;
  if (input.alt && BLOCKED_WITH_ALT.has(key)) return true;
  return false;
}
