/**
 * The address of a lesson's media. The server gives a root path ('/media/x.webm'); in a browser
 * served by the platform it resolves against the page, in the desktop app (app:// pages) it must
 * point at the server, so it is resolved against the API base URL's origin.
 */
export function mediaUrlOf(mediaUrl: string, apiBaseUrl: string, pageUrl: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(mediaUrl)) return mediaUrl;
  const apiOrigin = new URL(apiBaseUrl, pageUrl).origin;
  return new URL(mediaUrl, `${apiOrigin}/`).href;
}
