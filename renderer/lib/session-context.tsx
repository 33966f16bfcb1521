import {
  createContext,
  use,
  useCallback,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { AccessClaims } from '#common/auth/claims.ts';
import type { Role } from '#common/auth/roles.ts';
import { LOGOUT_DELAY_MS } from '#common/constants.ts';
import { forgetPreviousPage } from './previous-page-store.ts';
import type { AppServices } from './services/app-services.ts';
import { takeSignInTarget } from './sign-in-target.ts';
import { forgetChatSession } from './chat/chat-session.ts';

export interface SessionContextValue {
  readonly claims: AccessClaims | null;
  readonly role: Role | null;
  readonly name: string;
  readonly accessToken: string | null;
  /** The 'Logout...' overlay is on screen. */
  readonly signingOut: boolean;
  /** Shows the overlay, then after LOGOUT_DELAY_MS signs out and goes to /sign-in. */
  signOut(): void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  const snapshot = useSyncExternalStore(services.session.subscribe, services.session.get);
  const [signingOut, setSigningOut] = useState(false);
  const started = useRef(false);

  const signOut = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setSigningOut(true);
    // Spec 01 §2: the overlay first, the actual logout 0.5 s later.
    setTimeout(() => {
      void (async () => {
        await services.bridge.signOut();
        services.session.clear();
        services.queryClient.clear();
        forgetChatSession();
        forgetPreviousPage();
        takeSignInTarget();
        await services.navigator.navigate('/sign-in', { replace: true });
        started.current = false;
        setSigningOut(false);
      })();
    }, LOGOUT_DELAY_MS);
  }, [services]);

  const value = useMemo<SessionContextValue>(
    () => ({
      claims: snapshot.claims,
      role: snapshot.claims?.role ?? null,
      name: snapshot.claims?.name ?? '',
      accessToken: snapshot.accessToken,
      signingOut,
      signOut,
    }),
    [snapshot, signingOut, signOut],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession() outside SessionProvider');
  return session;
}
