import { episodeMedia } from '#common/live/episode-media.ts';

/**
 * The episode's video: a YouTube id plays in an embed from the no-cookie domain (spec 02 §9),
 * one of our media files in the browser's player (the demo's recordings, offline too).
 */
export function EpisodePlayer({ link, title }: { link: string; title: string }) {
  const media = episodeMedia(link);
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
        className="episode-player"
        src={media.url}
        controls
        preload="metadata"
        aria-label={`Video: ${title}`}
      >
        Il tuo browser non riesce a riprodurre questo video.
      </video>
    );
  }
  return <p className="live-state">Il video di questo episodio non è disponibile.</p>;
}
