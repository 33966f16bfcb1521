import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SignInResult } from '#common/ipc/contract.ts';
import { takeSignInTarget } from '../../../lib/sign-in-target.ts';
import { useServices } from '../../../lib/services/services-context.tsx';

/**
 * The desktop app's button: main opens the system browser (never a window of ours) and answers
 * once the school's provider sent the person back through the app's own link. Meanwhile the
 * page says where to look; the outcome becomes the session as a password sign-in does.
 */
export function DesktopSchoolSignIn({ start }: { start: () => Promise<SignInResult> }) {
  const { session, queryClient } = useServices();
  const navigate = useNavigate();
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onClick = async () => {
    setWaiting(true);
    setError(null);
    const result = await start();
    setWaiting(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    queryClient.clear();
    session.setAccessToken(result.accessToken);
    void navigate(takeSignInTarget(), { replace: true });
  };

  return (
    <>
      <button
        type="button"
        className="button button--ghost sign-in__school-link"
        onClick={() => void onClick()}
      >
        Accedi con l'account della scuola
      </button>
      <p className="sign-in__school-status" role="status">
        {waiting ? 'Completa l’accesso nel browser che si è aperto, poi torna qui.' : ''}
      </p>
      {error ? (
        <p className="sign-in__school-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
