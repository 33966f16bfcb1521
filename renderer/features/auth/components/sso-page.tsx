import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useServices } from '../../../lib/services/services-context.tsx';
import './sso-page.css';

/**
 * /auth/sso, the single sign-on entry: home when a session exists, else /sign-in. A token in the
 * address is never read or stored (it could come from anyone); replacing the history entry also
 * drops it from the address bar and the back stack.
 */
export default function SsoPage() {
  const { session } = useServices();
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void session.ready().then(() => {
      if (active) void navigate(session.get().claims ? '/' : '/sign-in', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [session, navigate]);
  return (
    <main className="sso-page" role="status">
      <span className="sso-page__orbit" aria-hidden="true" />
      <p>Accesso in corso...</p>
    </main>
  );
}
