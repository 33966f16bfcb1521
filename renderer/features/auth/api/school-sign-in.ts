import { useQuery } from '@tanstack/react-query';
import { schoolSignInEndpoints } from '#common/api/school-sign-in/endpoints.ts';
import { endpointQuery } from '../../../lib/query/index.ts';

/**
 * Whether the server has the school's OpenID provider configured. Asked without a token and
 * without a toast: on failure the sign-in page simply shows the password form alone.
 */
export function useSchoolSignInStatus() {
  return useQuery(
    endpointQuery(
      schoolSignInEndpoints.getSchoolSignIn,
      {},
      { staleTime: Infinity, retry: false, request: { skipAuth: true, skipErrorToast: true } },
    ),
  );
}
