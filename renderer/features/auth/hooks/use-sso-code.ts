import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SignInResult } from '#common/ipc/contract.ts';
import { paths } from '#common/routing/paths.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/** Shown for a code the server refused: unknown, expired, already used, or malformed. */
export const SSO_CODE_REFUSED_MESSAGE =
  'Il link di accesso non è valido, è scaduto o è già stato usato.';

/** What became of the address's one-time code. */
export type SsoCodeState =
  | { readonly kind: 'none' }
  | { readonly kind: 'redeeming' }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * Redeems the one-time code of /auth/sso?code= once: the code leaves the address (and the back
 * stack) at once, whatever comes of it; a success becomes the session, like a sign-in, and goes
 * home. The code is read once per page (React's development double effects must not redeem a
 * single-use code twice).
 */
export function useSsoCode(): SsoCodeState {
  const { bridge, session, queryClient } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const [code] = useState(() => new URLSearchParams(location.search).get('code'));
  const redemption = useRef<Promise<SignInResult> | null>(null);
  const [state, setState] = useState<SsoCodeState>(code ? { kind: 'redeeming' } : { kind: 'none' });

  useEffect(() => {
    if (!code) return;
    let active = true;
    if (!redemption.current) {
      void navigate(paths.sso.href(), { replace: true });
      redemption.current = bridge.redeemSsoCode(code);
    }
    void redemption.current.then((result) => {
      if (!active) return;
      if (result.ok) {
        // Nothing cached for a previous user may leak into this session.
        queryClient.clear();
        session.setAccessToken(result.accessToken);
        void navigate(paths.home.href(), { replace: true });
        return;
      }
      const refused = result.status >= 400 && result.status < 500 && result.status !== 429;
      setState({ kind: 'failed', message: refused ? SSO_CODE_REFUSED_MESSAGE : result.message });
    });
    return () => {
      active = false;
    };
  }, [code, bridge, session, queryClient, navigate]);

  return state;
}
