import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { accountPlugin } from '../account/account-plugin.ts';
import { authRoutes } from '../auth/auth-routes.ts';
import { certificateRoutes } from '../certificates/certificate-routes.ts';
import { chatLoginRoute } from '../chat/chat-login-route.ts';
import { classroomsPlugin } from '../classrooms/classrooms-plugin.ts';
import { contentPackRoutes } from '../content-packs/content-pack-routes.ts';
import { dataExportRoutes } from '../privacy/export/export-routes.ts';
import { gamesRoutes } from '../games/games-routes.ts';
import { journeyContentPlugin } from '../journey/journey-content-plugin.ts';
import { requireUnlockedJourneyOnEveryRoute } from '../journey/journey-lock.ts';
import { journeyRoutes } from '../journey/journey-routes.ts';
import { moderationRoutes } from '../moderation/moderation-routes.ts';
import { notificationRoutes } from '../notifications/notification-routes.ts';
import { operationsRoutes } from '../operations/operations-routes.ts';
import { profilePlugin } from '../profile/profile-plugin.ts';
import { quizzesPlugin } from '../journey/quizzes/quizzes-plugin.ts';
import { sendJsonNotFound } from '../http/not-found.ts';
import { erasurePlugin } from '../privacy/erasure/erasure-plugin.ts';
import { passwordResetRoutes } from '../password-reset/password-reset-routes.ts';
import { schoolSignInRoutes } from '../school-sign-in/school-sign-in-routes.ts';
import { ssoRoutes } from '../sso/sso-routes.ts';
import { studioRoutes } from '../studio/studio-routes.ts';
import { tjReportFileRoutes } from '../reports/tj-report-file-routes.ts';

/** The learning-journey and users service (API.md prefix /api/tj). */
export async function tjPlugin(app: FastifyInstance): Promise<void> {
  app.setNotFoundHandler(sendJsonNotFound);
  await app.register(sessionCookieRoutes);
  // The status and unlock calls stay open to a locked student: they are how the lock ends.
  await app.register(journeyRoutes);
  await app.register(tjReportFileRoutes);
  await app.register(classroomsPlugin);
  await app.register(profilePlugin);
  await app.register(accountPlugin);
  await app.register(passwordResetRoutes);
  await app.register(dataExportRoutes);
  await app.register(notificationRoutes);
  await app.register(erasurePlugin);
  await app.register(moderationRoutes);
  await app.register(operationsRoutes);
  await app.register(contentPackRoutes);
  await app.register(studioRoutes);
  await app.register(chatLoginRoute);
  await app.register(certificateRoutes);
  // Development only; its own hooks (the environment, the journey lock) stay inside it.
  await app.register(gamesRoutes);
  await app.register(async (journey) => {
    requireUnlockedJourneyOnEveryRoute(journey);
    await journey.register(journeyContentPlugin);
    await journey.register(quizzesPlugin);
  });
}

/**
 * The routes that read or set the session cookie (sign-in, refresh, sign-out, SSO, the school's
 * account), in a context of their own with @fastify/cookie: on the root instance it parsed the
 * Cookie header and added its Set-Cookie writer on every request of every route (issue 27, docs/performance.md). Without
 * its parsing hook (`hook: false`): refresh and sign-out parse the header when they read it
 * (readSessionCookie).
 */
async function sessionCookieRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie, { hook: false });
  await app.register(authRoutes);
  await app.register(ssoRoutes);
  await app.register(schoolSignInRoutes);
}
