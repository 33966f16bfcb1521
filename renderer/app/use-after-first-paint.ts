import { useEffect, useState } from 'react';

/** A page in a background tab is never idle-painted; the wait ends after this much anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * False on the first render, true once the browser has painted it and is idle: for what the
 * first page must not wait for or share the network with (issue 27 §5).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => setPainted(true);
    // Browsers without requestIdleCallback (Safari) wait for the next frame and a task.
    if (typeof window.requestIdleCallback !== 'function') {
      const frame = requestAnimationFrame(() => setTimeout(done, 0));
      return () => cancelAnimationFrame(frame);
    }
    const handle = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return painted;
}
