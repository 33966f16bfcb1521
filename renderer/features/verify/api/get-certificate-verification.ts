import { useQuery } from '@tanstack/react-query';
import axios from 'axios';
import { privacyEndpoints } from '#common/api/privacy/endpoints.ts';
import { endpointQuery } from '../../../lib/query/index.ts';

/**
 * What the certificate with this code states (public: no session needed). The page shows its
 * own states — an unknown code is "not found", not an error toast — and a code is checked once:
 * a certificate does not change while the page is open.
 */
export function useCertificateVerification(code: string) {
  return useQuery(
    endpointQuery(
      privacyEndpoints.verifyCertificate,
      { params: { code } },
      {
        request: { skipErrorToast: true },
        retry: (count, error) => !isUnknownCode(error) && count < 2,
        staleTime: Infinity,
      },
    ),
  );
}

/** The server knows no certificate by this code (404), or the code is not one (422). */
export function isUnknownCode(error: unknown): boolean {
  const status = axios.isAxiosError(error) ? error.response?.status : undefined;
  return status === 404 || status === 422;
}
