import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '#common/routing/paths.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useSsoCode } from '../hooks/use-sso-code.ts';
import { SsoConfirmation } from './sso-confirmation.tsx';
import { SsoSignedInNotice } from './sso-signed-in-notice.tsx';
import './sso-page.css';

/**
 * /auth/sso, the single sign-on entry. With `?code=` (a one-time code our server issued for
 * another of our clients) it leaves an open session alone and says so, or, without one, names
 * the code's account and signs in only when the user confirms it is theirs. Without a code it
 * goes home when a session exists, else to /sign-in. A token in the address is never read or
 * stored (it could come from anyone).
 */
export default function SsoPage() {
  const { session } = useServices();
  const navigate = useNavigate();
  const { state, accept, cancel } = useSsoCode();
  const hasCode = state.kind !== 'none';

  useEffect(() => {
    if (hasCode) return;
    let active = true;
    void session.ready().then(() => {
      if (active) void navigate(session.get().claims ? '/' : '/sign-in', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [hasCode, session, navigate]);

  switch (state.kind) {
    case 'signed-in':
      return (
        <main className="sso-page">
          <SsoSignedInNotice name={state.name} />
        </main>
      );
    case 'confirm':
      return (
        <main className="sso-page">
          <SsoConfirmation account={state.account} onAccept={accept} onCancel={cancel} />
        </main>
      );
    case 'failed':
      return (
        <main className="sso-page">
          <p role="alert">{state.message}</p>
          <Link className="sso-page__link" to={paths.signIn.href()} replace>
            Vai alla pagina di accesso
          </Link>
        </main>
      );
    default:
      return (
        <main className="sso-page" role="status">
          <span className="sso-page__orbit" aria-hidden="true" />
          <p>
            {state.kind === 'checking' ? 'Verifica del link in corso...' : 'Accesso in corso...'}
          </p>
        </main>
      );
  }
}
