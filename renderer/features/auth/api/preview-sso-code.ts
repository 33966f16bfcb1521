import { ssoEndpoints } from '#common/api/sso/endpoints.ts';
import type { SsoPreview } from '#common/api/sso/sso.ts';
import { request } from '../../../lib/http/request.ts';
import type { ServiceClients } from '../../../lib/http/service-clients.ts';

/**
 * Whom a one-time `app` code would sign in, without using it up. A plain call of the renderer's
 * client on both platforms: it carries no secret and opens no session, so nothing about it
 * belongs in the main process (redeem goes through the bridge because the session it opens
 * does). No token is sent (the page asks only without a session) and no toast is shown: the
 * page says what went wrong itself.
 */
export function previewSsoCode(http: ServiceClients, code: string): Promise<SsoPreview> {
  return request(
    http,
    ssoEndpoints.previewSsoCode,
    { body: { code } },
    { skipAuth: true, skipErrorToast: true },
  );
}
