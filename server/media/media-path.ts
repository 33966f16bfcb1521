/**
 * The server-root path a media file is served at (media-route.ts), as answers carry it:
 * `/media/lezione.webm`. The renderer resolves it against the server's origin.
 */
export function mediaPathOf(fileName: string | null): string | null {
  return fileName === null ? null : `/media/${encodeURIComponent(fileName)}`;
}
