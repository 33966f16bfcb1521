import { useEffect, useState } from 'react';
import { LIVE_PING_INTERVAL_MS } from '#common/api/live/attendance.ts';
import { journeyEndpoints } from '#common/api/journey/endpoints.ts';
import { createHeartbeat } from '../../../lib/heartbeat/heartbeat.ts';
import { createTrackerToken } from '../../../lib/heartbeat/tracker-token.ts';
import { invalidateEndpoints } from '../../../lib/query/index.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { getLiveTrackerToken, sendLivePing } from '../api/attendance-calls.ts';

/**
 * While `active` (a student of a following class, the episode live, the page shown), pings the
 * server every 30 s and answers the seconds of presence it has counted: the live kind of the
 * heartbeat (renderer/lib/heartbeat). A refused ping (an expired tracker token) fetches a new
 * token at the next beat; the server counts real time only, so a missed beat costs nothing but
 * that beat.
 */
export function useAttendance(episodeId: string, active: boolean): number | null {
  const { http, queryClient } = useServices();
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let counted = false;
    const tokens = createTrackerToken(() => getLiveTrackerToken(http, episodeId));
    const heartbeat = createHeartbeat({
      intervalMs: LIVE_PING_INTERVAL_MS,
      // Presence needs someone looking at the page.
      skipWhenHidden: true,
      beat: async () => {
        const answer = await tokens.send((token) => sendLivePing(http, episodeId, token));
        if (stopped) return;
        setSeconds(answer.seconds);
        // Presence at a live counts the day for the streak: the header's counter reads it again.
        if (!counted) {
          counted = true;
          void invalidateEndpoints(queryClient, [journeyEndpoints.getStreak]);
        }
      },
    });
    void heartbeat.beatNow();
    heartbeat.start();
    return () => {
      stopped = true;
      heartbeat.stop();
    };
  }, [http, queryClient, episodeId, active]);
  return seconds;
}
