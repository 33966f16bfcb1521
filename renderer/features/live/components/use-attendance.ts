import { useEffect, useState } from 'react';
import { LIVE_PING_INTERVAL_MS } from '#common/api/live/attendance.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { getLiveTrackerToken, sendLivePing } from '../api/attendance-calls.ts';

/**
 * While `active` (a student of a following class, the episode live, the page shown), pings the
 * server every 30 s and answers the seconds of presence it has counted. A refused ping (an
 * expired tracker token) fetches a new token once and tries again at the next beat; the server
 * counts real time only, so a missed beat costs nothing but that beat.
 */
export function useAttendance(episodeId: string, active: boolean): number | null {
  const { http, queryClient } = useServices();
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let token: string | null = null;
    let counted = false;
    const beat = async () => {
      if (document.visibilityState === 'hidden') return;
      try {
        token ??= await getLiveTrackerToken(http, episodeId);
        const answer = await sendLivePing(http, episodeId, token);
        if (stopped) return;
        setSeconds(answer.seconds);
        // Presence at a live counts the day for the streak: the header's counter reads it again.
        if (!counted) {
          counted = true;
          void queryClient.invalidateQueries({ queryKey: ['journey', 'streak'] });
        }
      } catch {
        token = null;
      }
    };
    void beat();
    const timer = window.setInterval(() => void beat(), LIVE_PING_INTERVAL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [http, queryClient, episodeId, active]);
  return seconds;
}
