import type { FastifyInstance } from 'fastify';
import { privacyEndpoints } from '#common/api/privacy/endpoints.ts';
import { route } from '../http/endpoint-route.ts';
import { profileViewsOf } from './access-log-repository.ts';

/** "Chi ha visto il tuo profilo": the student's own entries of the who-looked log. */
export async function accessLogRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;
  route(app, privacyEndpoints.listProfileViews, ({ auth }) => profileViewsOf(db, auth.user_id));
}
