import axios from 'axios';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SsoPreview } from '#common/api/sso/sso.ts';
import type { SignInResult } from '#common/ipc/contract.ts';
import { paths } from '#common/routing/paths.ts';
import {
  COMMUNICATION_ERROR_MESSAGE,
  errorMessageOf,
  isFatalCommunicationError,
} from '../../../lib/http/error-messages.ts';
import type { AppServices } from '../../../lib/services/app-services.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { previewSsoCode } from '../api/preview-sso-code.ts';

/** Shown for a code the server refused: unknown, expired, already used, or malformed. */
export const SSO_CODE_REFUSED_MESSAGE =
  'Il link di accesso non è valido, è scaduto o è già stato usato.';

/** What became of the address's one-time code. */
export type SsoCodeState =
  | { readonly kind: 'none' }
  /** Waiting for the session and the preview. */
  | { readonly kind: 'checking' }
  /** A session was already open: the code was left unused. */
  | { readonly kind: 'signed-in'; readonly name: string }
  /** Nobody signed in: the person at the screen must say the account is theirs. */
  | { readonly kind: 'confirm'; readonly account: SsoPreview }
  | { readonly kind: 'redeeming' }
  | { readonly kind: 'failed'; readonly message: string };

export interface SsoCodeFlow {
  readonly state: SsoCodeState;
  /** The user confirmed the account of the preview: redeem the code into the session. */
  accept(): void;
  /** The user refused it: the code stays unused (it expires) and they go to /sign-in. */
  cancel(): void;
}

/**
 * The one-time code of /auth/sso?code=. Anyone can send such a link (a signed-in student may
 * ask for a code of their own account), so opening it must never sign anyone in by itself:
 * - the code leaves the address (and the back stack) at once, whatever comes of it;
 * - with a session already open, the code is not redeemed: a link never replaces a session;
 * - without one, the server's preview names the account, and only an explicit accept redeems.
 * The code is read once per page, and redeemed at most once (React's development double effects
 * must not send a single-use code twice).
 */
export function useSsoCode(): SsoCodeFlow {
  const services = useServices();
  const { bridge, session, queryClient } = services;
  const navigate = useNavigate();
  const location = useLocation();
  const [code] = useState(() => new URLSearchParams(location.search).get('code'));
  const inspection = useRef<Promise<SsoCodeState> | null>(null);
  const redemption = useRef<Promise<SignInResult> | null>(null);
  const mounted = useRef(true);
  const [state, setState] = useState<SsoCodeState>(code ? { kind: 'checking' } : { kind: 'none' });

  useEffect(() => {
    mounted.current = true;
    if (!code) return;
    let active = true;
    if (!inspection.current) {
      void navigate(paths.sso.href(), { replace: true });
      inspection.current = inspect(services, code);
    }
    void inspection.current.then((next) => {
      if (active) setState(next);
    });
    return () => {
      active = false;
      mounted.current = false;
    };
  }, [code, services, navigate]);

  const accept = useCallback(() => {
    if (!code || state.kind !== 'confirm' || redemption.current) return;
    setState({ kind: 'redeeming' });
    redemption.current = bridge.redeemSsoCode(code);
    void redemption.current.then((result) => {
      if (!mounted.current) return;
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
  }, [code, state.kind, bridge, queryClient, session, navigate]);

  const cancel = useCallback(() => {
    void navigate(paths.signIn.href(), { replace: true });
  }, [navigate]);

  return { state, accept, cancel };
}

/** The session first (an open one wins, and the code is not even looked at), then the preview. */
async function inspect(services: AppServices, code: string): Promise<SsoCodeState> {
  await services.session.ready();
  const { claims } = services.session.get();
  if (claims) return { kind: 'signed-in', name: claims.name };
  try {
    return { kind: 'confirm', account: await previewSsoCode(services.http, code) };
  } catch (error) {
    const status = axios.isAxiosError(error) ? (error.response?.status ?? 0) : 0;
    const refused = status >= 400 && status < 500 && status !== 429;
    return { kind: 'failed', message: refused ? SSO_CODE_REFUSED_MESSAGE : await failureOf(error) };
  }
}

async function failureOf(error: unknown): Promise<string> {
  if (isFatalCommunicationError(error)) return COMMUNICATION_ERROR_MESSAGE;
  if (axios.isAxiosError(error)) return errorMessageOf(error);
  // The answer did not match the contract: nothing the user can act on but trying again.
  return 'Non è stato possibile verificare il link di accesso. Riprova più tardi.';
}
