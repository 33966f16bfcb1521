/**
 * The Italian captions of a video (WebVTT), on by default so a student who cannot hear follows
 * the lesson; the browser's player offers to turn them off. Nothing when the video has none.
 * The <video> holding it needs crossOrigin="anonymous" (MEDIA_CROSS_ORIGIN): a track from
 * another origin (the server, seen from the desktop app) only loads in CORS mode.
 */
export function CaptionsTrack({ src }: { src: string | null }) {
  if (src === null) return null;
  return <track kind="captions" srcLang="it" label="Italiano" src={src} default />;
}
