import { QueryClient } from '@tanstack/react-query';

/**
 * Failed calls already produced their toast, fatal page or sign-in redirect in the HTTP layer,
 * so queries do not retry silently behind the user's back.
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
