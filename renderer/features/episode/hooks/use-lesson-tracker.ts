import { useEffect, useRef, type RefObject } from 'react';
import { useCompleteVideoLesson } from '../api/complete-video-lesson.ts';
import { quizEndpoints } from '#common/api/quizzes/endpoints.ts';
import { trackerTokenQuery, useTrackerToken } from '../api/get-tracker-token.ts';
import { sendTrackerPing } from '../api/send-tracker-ping.ts';
import { createTrackerToken } from '../../../lib/heartbeat/tracker-token.ts';
import { invalidateEndpoints } from '../../../lib/query/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import {
  createPlaybackPinger,
  type PlaybackPinger,
} from '../../../lib/heartbeat/playback-pinger.ts';

/**
 * Tracks a student watching a video lesson: pings with the tracker token while it plays, and at
 * the end asks the server to complete the lesson (the server decides whether it was watched).
 * Without a token (other roles, or not loaded yet) the player works and nothing is sent.
 */
export function useLessonTracker(
  lessonId: string,
  video: RefObject<HTMLVideoElement | null>,
  enabled: boolean,
) {
  const { http, queryClient } = useServices();
  const token = useTrackerToken(lessonId, enabled).data;
  const complete = useCompleteVideoLesson(lessonId);
  const pinger = useRef<PlaybackPinger | null>(null);

  useEffect(() => {
    if (!token) return;
    // The token query holds the token (it renews it while the page is open); a refused one is
    // invalidated there, and the next ping reads the new one.
    const tokens = createTrackerToken(
      async () => (await queryClient.fetchQuery(trackerTokenQuery(lessonId))).tracker_token,
      () => invalidateEndpoints(queryClient, [quizEndpoints.getTrackerToken]),
    );
    const tracker = createPlaybackPinger({
      send: (ping) => tokens.send((current) => sendTrackerPing(http, lessonId, current, ping)),
      position: () => video.current?.currentTime ?? 0,
    });
    pinger.current = tracker;
    // A token renewed while the video plays: carry on pinging with the new one.
    if (video.current && !video.current.paused) tracker.playing(video.current.currentTime);
    return () => {
      tracker.dispose();
      pinger.current = null;
    };
  }, [token, lessonId, http, queryClient, video]);

  const position = () => video.current?.currentTime ?? 0;
  return {
    onPlay: () => pinger.current?.playing(position()),
    onPause: () => pinger.current?.paused(position()),
    onEnded: async () => {
      if (!pinger.current) return;
      await pinger.current.ended(position());
      complete.mutate();
    },
  };
}
