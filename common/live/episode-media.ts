/**
 * What an episode's link plays (issue 13): an 11-character YouTube video id is embedded from the
 * no-cookie domain (spec 02 §9); a media file name of ours plays from the server's /media (the
 * demo's recordings, so it works offline). Anything else plays nothing.
 */
export type EpisodeMedia =
  { kind: 'youtube'; embedUrl: string } | { kind: 'file'; url: string } | { kind: 'none' };

/** The one origin the app may frame: YouTube's no-cookie player (web and desktop CSPs). */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const MEDIA_FILE = /^[a-z0-9][a-z0-9_-]*(\.[a-z0-9_-]+)*\.(webm|mp4)$/i;

export function episodeMedia(link: string): EpisodeMedia {
  if (MEDIA_FILE.test(link)) return { kind: 'file', url: `/media/${link}` };
  if (YOUTUBE_ID.test(link)) {
    return { kind: 'youtube', embedUrl: `${YOUTUBE_EMBED_ORIGIN}/embed/${link}` };
  }
  return { kind: 'none' };
}
