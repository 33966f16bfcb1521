import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '#common/routing/paths.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useSsoCode } from '../hooks/use-sso-code.ts';
import './sso-page.css';

/**
 * /auth/sso, the single sign-on entry. With `?code=` (a one-time code our server issued for
 * another of our clients, or the events platform sending a user back) it signs in with that
 * code; without one it goes home when a session exists, else to /sign-in. A token in the
 * address is never read or stored (it could come from anyone).
 */
export default function SsoPage() {
  const { session } = useServices();
  const navigate = useNavigate();
  const codeState = useSsoCode();
  const hasCode = codeState.kind !== 'none';

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

  if (codeState.kind === 'failed') {
    return (
      <main className="sso-page">
        <p role="alert">{codeState.message}</p>
        <Link className="sso-page__link" to={paths.signIn.href()} replace>
          Vai alla pagina di accesso
        </Link>
      </main>
    );
  }
  return (
    <main className="sso-page" role="status">
      <span className="sso-page__orbit" aria-hidden="true" />
      <p>Accesso in corso...</p>
    </main>
  );
}
