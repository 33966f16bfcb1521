import { useEffect } from 'react';
import { useServices } from '../../../lib/services/services-context.tsx';

/**
 * Back in the studio, the preview ends: while it is on, every request carries the preview header
 * and the server refuses every save (docs/studio.md), so an author who came back by the menu
 * instead of «Esci dall'anteprima» could not save anything.
 */
export function useLeavePreview(): void {
  const { preview } = useServices();
  useEffect(() => {
    if (preview.get() !== null) preview.leave();
  }, [preview]);
}
