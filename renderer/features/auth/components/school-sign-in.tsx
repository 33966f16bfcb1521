import { useSearchParams } from 'react-router';
import { schoolSignInEndpoints } from '#common/api/school-sign-in/endpoints.ts';
import {
  SCHOOL_SIGN_IN_ERROR_PARAM,
  schoolSignInErrorMessage,
} from '#common/api/school-sign-in/school-sign-in.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useSchoolSignInStatus } from '../api/school-sign-in.ts';
import { DesktopSchoolSignIn } from './desktop-school-sign-in.tsx';

/**
 * "Accedi con l'account della scuola", where the school configured its OpenID provider, and the
 * Italian message of a sign-in the server sent back refused (/sign-in?school_error=<code>).
 * In a browser it is a plain link to the server's start address: the whole trip is top-level
 * navigations (provider, callback), and the session comes back as the httpOnly cookie.
 */
export function SchoolSignIn() {
  const { bridge, config } = useServices();
  const status = useSchoolSignInStatus();
  const [searchParams] = useSearchParams();
  const refusal = schoolSignInErrorMessage(searchParams.get(SCHOOL_SIGN_IN_ERROR_PARAM));
  // A kiosk hands nothing to the system browser, so it keeps to passwords.
  const enabled = status.data?.enabled === true && !config.kiosk;
  return (
    <>
      {refusal ? (
        <p className="sign-in__school-error" role="alert">
          {refusal}
        </p>
      ) : null}
      {enabled ? (
        <div className="sign-in__school">
          <p className="sign-in__or" aria-hidden="true">
            oppure
          </p>
          {bridge.startSchoolSignIn ? (
            <DesktopSchoolSignIn start={bridge.startSchoolSignIn} />
          ) : (
            <a
              className="button button--ghost sign-in__school-link"
              href={`${config.apiBaseUrl}${schoolSignInEndpoints.startSchoolSignIn.path}`}
            >
              Accedi con l'account della scuola
            </a>
          )}
        </div>
      ) : null}
    </>
  );
}
