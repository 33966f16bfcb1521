import { useRef } from 'react';
import type { Episode } from '#common/api/journey/episode.ts';
import { CaptionsTrack } from '../../../components/media/captions-track.tsx';
import { MEDIA_CROSS_ORIGIN } from '../../../lib/media/media-url.ts';
import { useMediaUrl } from '../../../lib/media/use-media-url.ts';
import { useLessonTracker } from '../hooks/use-lesson-tracker.ts';

/**
 * A video lesson in the browser's own player (keyboard and captions handled by it), with its
 * Italian captions when it has some. Students' watching is tracked, and the lesson completes at its end once the server agrees.
 */
export function VideoLesson({ episode, tracked }: { episode: Episode; tracked: boolean }) {
  const mediaUrl = useMediaUrl();
  const video = useRef<HTMLVideoElement>(null);
  const tracker = useLessonTracker(episode.id, video, tracked);
  if (!episode.media_url) {
    return <p className="episode-note">Il video di questa lezione non è disponibile.</p>;
  }
  return (
    <div className="episode-video">
      <video
        ref={video}
        className="episode-video__player"
        src={mediaUrl(episode.media_url)}
        crossOrigin={MEDIA_CROSS_ORIGIN}
        controls
        preload="metadata"
        aria-label={`Video: ${episode.title}`}
        onPlay={tracker.onPlay}
        onPause={tracker.onPause}
        onEnded={() => void tracker.onEnded()}
      >
        <CaptionsTrack src={episode.captions_url && mediaUrl(episode.captions_url)} />
        Il tuo browser non riesce a riprodurre questo video.
      </video>
    </div>
  );
}
