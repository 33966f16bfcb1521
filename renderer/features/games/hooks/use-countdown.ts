import { useEffect, useRef, useState } from 'react';

/** How often the shown time is brought up to date; the deadline itself is exact. */
const TICK_MS = 250;

/**
 * Milliseconds left until `deadline` (a Date.now() instant; null: no countdown), kept up to
 * date a few times a second. `onExpire` runs once when the time is up. The deadline comes from
 * the server's `time_left_ms`, so a client clock that is off does not change the round's length.
 */
export function useCountdown(deadline: number | null, onExpire: () => void): number {
  const [left, setLeft] = useState(() => (deadline === null ? 0 : deadline - Date.now()));
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);
  useEffect(() => {
    if (deadline === null) return;
    let done = false;
    const tick = () => {
      const remaining = Math.max(0, deadline - Date.now());
      setLeft(remaining);
      if (remaining === 0 && !done) {
        done = true;
        expire.current();
      }
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? 0 : Math.max(0, left);
}

/**
 * What the polite live region says about the time: it changes only at the start, at 30 and at
 * 10 seconds left, so those are the only moments it is read aloud (every second would drown the
 * game). The shown countdown itself is not live.
 */
export function timeAnnouncement(secondsLeft: number): string {
  if (secondsLeft <= 10) return 'Restano 10 secondi.';
  if (secondsLeft <= 30) return 'Restano 30 secondi.';
  return 'La partita è iniziata: hai 60 secondi.';
}
