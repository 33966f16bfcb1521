import { useQuery, useQueryClient } from '@tanstack/react-query';
import { privacyEndpoints } from '#common/api/privacy/endpoints.ts';
import type { PrivacySettingsRequest } from '#common/api/privacy/privacy.ts';
import type { OwnProfile } from '#common/api/profile/index.ts';
import type { DownloadRequest } from '#common/ipc/downloads.ts';
import { downloadRequest } from '../../../lib/downloads/download-request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';
import { request } from '../../../lib/http/request.ts';
import { endpointQuery, setEndpointData, useEndpointMutation } from '../../../lib/query/index.ts';
import { useSession } from '../../../lib/session-context.tsx';

/**
 * Saves the student's three privacy choices (always sent whole) and answers the updated own
 * profile. A refusal is shown under the form, not as a toast.
 */
export const updatePrivacy = (
  http: ServiceClients,
  body: PrivacySettingsRequest,
): Promise<OwnProfile> =>
  request(http, privacyEndpoints.updatePrivacy, { body }, { skipErrorToast: true });

/** The ZIP of the caller's own data, through the download manager (desktop: main saves it). */
export const myDataDownload = (): DownloadRequest =>
  downloadRequest(privacyEndpoints.exportMyData, {}, 'i-miei-dati.zip');

/**
 * The student's erasure request. Scoped by user: the path does not name the student, and a second
 * account on the same machine must never see the first one's request.
 */
export function useMyErasure() {
  const { claims } = useSession();
  const userId = claims?.user_id ?? '';
  return useQuery(
    endpointQuery(
      privacyEndpoints.getMyErasure,
      {},
      { scope: userId, enabled: userId !== '', request: { skipErrorToast: true } },
    ),
  );
}

/**
 * Asks for the erasure, or withdraws the request: the answer is the new state, written straight
 * where useMyErasure reads it. A refusal arrives as a toast with the server's message.
 */
export function useErasureChange(change: 'request' | 'cancel') {
  const queryClient = useQueryClient();
  const { claims } = useSession();
  const endpoint =
    change === 'request' ? privacyEndpoints.requestErasure : privacyEndpoints.cancelErasure;
  return useEndpointMutation<typeof endpoint, void>(endpoint, {
    args: () => ({}),
    onSuccess: (state) => {
      setEndpointData(queryClient, privacyEndpoints.getMyErasure, {}, state, claims?.user_id ?? '');
    },
  });
}
