import { originOf } from './app-origin.ts';

// Granted to our own pages only: full screen for video lessons and writing to the clipboard (the
// sanitised variant, which cannot read). Camera, microphone, geolocation, notifications, HID,
// serial, USB, MIDI and everything else are denied.
const GRANTED_TO_APP = new Set(['fullscreen', 'clipboard-sanitized-write']);

/** Whether a permission request or check from `requestingUrl` is granted. Deny by default. */
export function isPermissionGranted(
  permission: string,
  requestingUrl: string,
  appOrigin: string,
): boolean {
  return GRANTED_TO_APP.has(permission) && originOf(requestingUrl) === appOrigin;
}
