import type { FastifyInstance } from 'fastify';
import { accessLogRoutes } from '../privacy/access-log-routes.ts';
import { avatarRoutes } from './avatar-routes.ts';
import { badgeRoutes } from './badges/badge-routes.ts';
import { catalogueRoutes } from './catalogue-routes.ts';
import { cvRoutes } from './cv/cv-routes.ts';
import { myCertificateRoutes } from './my-certificate-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { studentsRankingRoutes } from './students-ranking-routes.ts';

/**
 * The profile area of /api/tj (spec 02 §3, §5, §7): profiles and their edits, avatars, hobby and
 * skill catalogues, the student's certificates, badges as Open Badges, and the companies' CV pool.
 * Mounted outside the journey lock: a student who has not unlocked the journey still owns a
 * profile, and the Open Badges documents are public.
 */
export async function profilePlugin(app: FastifyInstance): Promise<void> {
  await app.register(profileRoutes);
  await app.register(avatarRoutes);
  await app.register(catalogueRoutes);
  await app.register(myCertificateRoutes);
  await app.register(badgeRoutes);
  await app.register(cvRoutes);
  await app.register(studentsRankingRoutes);
  await app.register(accessLogRoutes);
}
