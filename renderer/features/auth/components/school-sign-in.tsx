import { useSearchParams } from 'react-router';
import { schoolSignInEndpoints } from '#common/api/school-sign-in/endpoints.ts';
import {
  SCHOOL_SIGN_IN_ERROR_PARAM,
  schoolSignInErrorMessage,
} from '#common/api/school-sign-in/school-sign-in.ts';
import { useServices } from '../../../lib/services/services-context.tsx';
import { useSchoolSignInStatus } from '../api/school-sign-in.ts';

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
  const enabled = status.data?.enabled === true && bridge.kind === 'web';
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
          <a
            className="button button--ghost sign-in__school-link"
            href={`${config.apiBaseUrl}${schoolSignInEndpoints.startSchoolSignIn.path}`}
          >
            Accedi con l'account della scuola
          </a>
        </div>
      ) : null}
    </>
  );
}
