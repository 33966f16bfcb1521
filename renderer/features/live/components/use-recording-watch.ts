import { useEffect, useRef, useState, type RefObject } from 'react';
import { assignmentEndpoints } from '#common/api/assignments/endpoints.ts';
import type { RecordingProgress } from '#common/api/live/recording.ts';
import {
  createPlaybackPinger,
  type PlaybackPinger,
} from '../../../lib/heartbeat/playback-pinger.ts';
import { createTrackerToken } from '../../../lib/heartbeat/tracker-token.ts';
import { invalidateEndpoints } from '../../../lib/query/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { getRecordingTrackerToken, sendRecordingPing } from '../api/recording-calls.ts';

/** What the recording's <video> calls while it plays. */
export interface PlaybackHandlers {
  onPlay(): void;
  onPause(): void;
  onEnded(): void;
}

/**
 * While `active` (a student of a following class on an ended episode whose recording our
 * player plays), reports playback as a video lesson does (renderer/lib/heartbeat): the server
 * credits the seconds actually seen and says when the recording counts as watched. Answers the
 * progress (null before the first answer) and the player's handlers (null when not active).
 */
export function useRecordingWatch(
  episodeId: string,
  active: boolean,
  video: RefObject<HTMLVideoElement | null>,
): { progress: RecordingProgress | null; handlers: PlaybackHandlers | null } {
  const { http, queryClient } = useServices();
  const [progress, setProgress] = useState<RecordingProgress | null>(null);
  const pinger = useRef<PlaybackPinger | null>(null);

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let toldWatched = false;
    const tokens = createTrackerToken(() => getRecordingTrackerToken(http, episodeId));
    const tracker = createPlaybackPinger({
      send: async (ping) => {
        const answer = await tokens.send((token) =>
          sendRecordingPing(http, episodeId, token, ping),
        );
        if (stopped) return;
        setProgress(answer);
        // Watched: «Compiti» (home page, bell) reads it as done from now on.
        if (answer.watched && !toldWatched) {
          toldWatched = true;
          void invalidateEndpoints(queryClient, [assignmentEndpoints.listMyAssignments]);
        }
      },
      position: () => video.current?.currentTime ?? 0,
    });
    pinger.current = tracker;
    // Shown again while the video plays (a new token, the page came back): carry on pinging.
    if (video.current && !video.current.paused) tracker.playing(video.current.currentTime);
    return () => {
      stopped = true;
      tracker.dispose();
      pinger.current = null;
    };
  }, [http, queryClient, episodeId, active, video]);

  if (!active) return { progress: null, handlers: null };
  const position = () => video.current?.currentTime ?? 0;
  return {
    progress,
    handlers: {
      onPlay: () => pinger.current?.playing(position()),
      onPause: () => pinger.current?.paused(position()),
      onEnded: () => void pinger.current?.ended(position()),
    },
  };
}
