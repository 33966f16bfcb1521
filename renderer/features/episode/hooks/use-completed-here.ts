import { useState } from 'react';

/**
 * Whether this resource went from not completed to completed while on screen: the moment to offer
 * its feedback survey. A resource completed before the page opened does not count.
 */
export function useCompletedHere(resourceId: string | undefined, completed: boolean | undefined) {
  const [seenOpen, setSeenOpen] = useState<string | null>(null);
  if (resourceId !== undefined && completed === false && seenOpen !== resourceId) {
    setSeenOpen(resourceId);
  }
  return resourceId !== undefined && completed === true && seenOpen === resourceId;
}
