import { useQuery } from '@tanstack/react-query';
import { passwordResetEndpoints } from '#common/api/password-reset/endpoints.ts';
import { endpointQuery, useEndpointMutation } from '../../../lib/query/index.ts';

/** Refusals are shown on the page (under the field, or as the page's state), not as toasts. */
const onThePage = { skipErrorToast: true } as const;

/** Whether this school mails links (an SMTP server is configured); fixed while the server runs. */
export function usePasswordResetAvailability() {
  return useQuery(
    endpointQuery(
      passwordResetEndpoints.getPasswordResetAvailability,
      {},
      { staleTime: Infinity, request: onThePage },
    ),
  );
}

/** Asks for a link for an e-mail: the same empty answer whether an account has it or not. */
export function useRequestPasswordReset() {
  return useEndpointMutation(passwordResetEndpoints.requestPasswordReset, {
    args: (email: string) => ({ body: { email } }),
    request: onThePage,
  });
}

/** Sets the new password with the link's token (once). */
export function useCompletePasswordReset() {
  return useEndpointMutation(passwordResetEndpoints.completePasswordReset, {
    args: (body: { token: string; newPassword: string }) => ({ body }),
    request: onThePage,
  });
}
