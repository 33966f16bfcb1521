import type { RefObject } from 'react';
import { episodeMedia } from '#common/live/episode-media.ts';
import { CaptionsTrack } from '../../../components/media/captions-track.tsx';
import { MEDIA_CROSS_ORIGIN } from '../../../lib/media/media-url.ts';
import { useMediaUrl } from '../../../lib/media/use-media-url.ts';
import type { PlaybackHandlers } from './use-recording-watch.ts';

/**
 * The episode's video: a YouTube id plays in an embed from the no-cookie domain (spec 02 §9),
 * one of our media files in the browser's player (the demo's recordings, offline too), with its
 * Italian captions when it has some. Our files are resolved against the server, as the desktop
 * app's pages are not served by it. `playback`: an ended episode's recording being watched by a
 * student, reported to the server (use-recording-watch.ts).
 */
export function EpisodePlayer({
  link,
  title,
  captionsUrl,
  videoRef,
  playback,
}: {
  link: string;
  title: string;
  /** The episode's captions_url. */
  captionsUrl: string | null;
  videoRef?: RefObject<HTMLVideoElement | null>;
  playback?: PlaybackHandlers | null;
}) {
  const media = episodeMedia(link);
  const mediaUrl = useMediaUrl();
  if (media.kind === 'youtube') {
    return (
      <iframe
        className="episode-player"
        src={media.embedUrl}
        title={`Video: ${title}`}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  if (media.kind === 'file') {
    return (
      <video
        ref={videoRef}
        className="episode-player"
        src={mediaUrl(media.url)}
        crossOrigin={MEDIA_CROSS_ORIGIN}
        controls
        preload="metadata"
        aria-label={`Video: ${title}`}
        onPlay={playback?.onPlay}
        onPause={playback?.onPause}
        onEnded={playback?.onEnded}
      >
        <CaptionsTrack src={captionsUrl && mediaUrl(captionsUrl)} />
        Il tuo browser non riesce a riprodurre questo video.
      </video>
    );
  }
  return <p className="live-state">Il video di questo episodio non è disponibile.</p>;
}
