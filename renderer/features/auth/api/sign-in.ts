import { useMutation } from '@tanstack/react-query';
import type { SignInArgs, SignInResult } from '#common/ipc/contract.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/**
 * Signs in through the platform bridge (desktop: main process and keychain; web: the login
 * call that sets the session cookie). A successful answer becomes the session.
 */
export function useSignIn() {
  const { bridge, session, queryClient } = useServices();
  return useMutation({
    mutationFn: (credentials: SignInArgs): Promise<SignInResult> => bridge.signIn(credentials),
    onSuccess: (result) => {
      if (!result.ok) return;
      // Nothing cached for a previous user may leak into this session.
      queryClient.clear();
      session.setAccessToken(result.accessToken);
    },
  });
}
