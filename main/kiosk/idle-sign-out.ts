import type { AuthService } from '../auth/auth-service.ts';
import type { EmitMainEvent } from '../events/main-events.ts';
import type { Logger } from '../logging/logger.ts';

/**
 * What happens when a kiosk has been left alone: the session ends (server revocation, vault,
 * every trace of session data through the auth service's cookie clearing) and the renderer is
 * told why, so it shows the sign-in page. Nothing happens when nobody is signed in.
 */
export function createIdleSignOut(deps: {
  auth: Pick<AuthService, 'hasSession' | 'signOut'>;
  emit: EmitMainEvent;
  logger: Logger;
}): () => Promise<void> {
  return async () => {
    if (!(await deps.auth.hasSession())) return;
    deps.logger.info('Kiosk idle time-out: signing out.');
    await deps.auth.signOut();
    deps.emit('auth:signed-out', { reason: 'idle' });
  };
}
