import { useCallback, useState } from 'react';
import type { OwnProfile } from '#common/api/profile/index.ts';
import { formErrorOf } from '../../../lib/http/form-error.ts';
import { useStoreOwnProfile } from '../../../lib/profile/own-profile.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/**
 * Runs one profile update: while it runs `busy` is true (one click, one call); its answer (the
 * whole updated profile) becomes the own profile everywhere; a refusal is returned as the
 * field's Italian message for the form to show, and nothing on screen changes.
 */
export function useProfileEdit(field: string) {
  const { toasts } = useServices();
  const storeOwnProfile = useStoreOwnProfile();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (update: () => Promise<OwnProfile>, success: string): Promise<string | null> => {
      setBusy(true);
      try {
        storeOwnProfile(await update());
        toasts.show('success', success);
        return null;
      } catch (failure) {
        const { message, details } = formErrorOf(failure);
        return details[field] ?? message;
      } finally {
        setBusy(false);
      }
    },
    [field, storeOwnProfile, toasts],
  );
  return { busy, run };
}
