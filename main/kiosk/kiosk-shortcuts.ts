/** The parts of Electron's `Input` (before-input-event) the kiosk filter reads. */
export interface KeyInput {
  type: string;
  key: string;
  control: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

// Function keys that reload the page or open the developer tools.
const BLOCKED_KEYS = new Set(['F5', 'F12']);
// With Ctrl (Cmd on macOS): reload, and with Shift: the developer tools' panels.
const BLOCKED_WITH_MODIFIER = new Set(['r']);
const BLOCKED_WITH_MODIFIER_AND_SHIFT = new Set(['r', 'i', 'j', 'c']);

/**
 * True for a key press a kiosk must swallow: reload (F5, Ctrl/Cmd+R, Ctrl/Cmd+Shift+R) and the
 * developer tools (F12, Ctrl/Cmd+Shift+I/J/C, Cmd+Alt+I/J/C on macOS). A reload would lose the
 * in-memory session; devtools would hand the page (and its token) to whoever sits there.
 */
export function isBlockedKioskShortcut(input: KeyInput): boolean {
  if (input.type !== 'keyDown') return false;
  if (BLOCKED_KEYS.has(input.key)) return true;
  const key = input.key.toLowerCase();
  const command = input.control || input.meta;
  if (!command) return false;
  if (input.shift || input.alt) return BLOCKED_WITH_MODIFIER_AND_SHIFT.has(key);
  return BLOCKED_WITH_MODIFIER.has(key);
}
