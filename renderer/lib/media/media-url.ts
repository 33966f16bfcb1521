/**
 * The address of a media file (a video, its captions, an image). The server gives a root path ('/media/x.webm'); in a browser
 * served by the platform it resolves against the page, in the desktop app (app:// pages) it must
 * point at the server, so it is resolved against the API base URL's origin.
 */
export function mediaUrlOf(mediaUrl: string, apiBaseUrl: string, pageUrl: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(mediaUrl)) return mediaUrl;
  const apiOrigin = new URL(apiBaseUrl, pageUrl).origin;
  return new URL(mediaUrl, `${apiOrigin}/`).href;
}

/**
 * How our players fetch media: CORS without credentials. Same-origin in the web UI; from the
 * desktop app the server allows its origin on /media (server/http/cors.ts). Media are public,
 * so no cookie is needed.
 */
export const MEDIA_CROSS_ORIGIN = 'anonymous';
