import { useRef } from 'react';
import type { Episode } from '#common/api/journey/episode.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useLessonTracker } from '../hooks/use-lesson-tracker.ts';
import { mediaUrlOf } from '../model/media-url.ts';

/**
 * A video lesson in the browser's own player (keyboard and captions handled by it). Students'
 * watching is tracked, and the lesson completes at its end once the server agrees.
 */
export function VideoLesson({ episode, tracked }: { episode: Episode; tracked: boolean }) {
  const { config } = useServices();
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
        src={mediaUrlOf(episode.media_url, config.apiBaseUrl, window.location.href)}
        controls
        preload="metadata"
        aria-label={`Video: ${episode.title}`}
        onPlay={tracker.onPlay}
        onPause={tracker.onPause}
        onEnded={() => void tracker.onEnded()}
      >
        Il tuo browser non riesce a riprodurre questo video.
      </video>
    </div>
  );
}
