import type { FastifyInstance } from 'fastify';
import { passwordResetEndpoints } from '#common/api/password-reset/endpoints.ts';
import { route } from '../http/endpoint-route.ts';
import { serverPublicOrigin } from '../http/public-origin.ts';
import { completePasswordReset, requestPasswordReset } from './password-reset-service.ts';
import { createResetMailer } from './reset-mailer.ts';

/** The forgotten password (issue 29 §3): availability, asking for a link, using it. */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const { services } = app;
  const mailer = await createResetMailer(services.config, app.log);
  // A stopping server lets the mails under way leave before the connection closes.
  if (mailer) app.addHook('onClose', () => mailer.close());

  route(app, passwordResetEndpoints.getPasswordResetAvailability, async () => ({
    selfService: mailer !== undefined,
  }));

  route(app, passwordResetEndpoints.requestPasswordReset, async ({ body, request }) => {
    // The link names HG_PUBLIC_URL (or this machine), never the request's Host header.
    await requestPasswordReset(services, mailer, {
      email: body.email,
      address: request.ip,
      origin: serverPublicOrigin(app),
    });
  });

  route(app, passwordResetEndpoints.completePasswordReset, async ({ body, request }) => {
    await completePasswordReset(services, {
      token: body.token,
      newPassword: body.newPassword,
      address: request.ip,
    });
  });
}
