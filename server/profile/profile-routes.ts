import type { FastifyInstance } from 'fastify';
import { privacyEndpoints } from '#common/api/privacy/endpoints.ts';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import { route } from '../http/endpoint-route.ts';
import { viewerFromClaims } from '../privacy/student-access.ts';
import { profileStats, updateOwnProfile, updateTopTags } from './profile-service.ts';
import { loadProfileFor } from './profile-view.ts';

/**
 * Reading and editing a profile (spec 02 §3, §7). Every edit is the caller's own profile (the
 * user id comes from the token, never the request) and answers the whole updated profile.
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;

  route(app, profileEndpoints.getProfile, async ({ params, auth }) =>
    loadProfileFor(db, params.userId, viewerFromClaims(auth)),
  );
  route(app, profileEndpoints.getProfileStats, ({ params, auth }) =>
    profileStats(db, auth, params.userId),
  );
  route(app, profileEndpoints.updateBio, ({ body, auth }) =>
    updateOwnProfile(db, auth.user_id, { bio: body.bio }),
  );
  route(app, profileEndpoints.updateMotto, ({ body, auth }) =>
    updateOwnProfile(db, auth.user_id, { i_am: body.i_am }),
  );
  route(app, profileEndpoints.updateGithubLink, ({ body, auth }) =>
    updateOwnProfile(db, auth.user_id, { github_link: body.github_link }),
  );
  route(app, profileEndpoints.updateTopTags, ({ body, auth }) =>
    updateTopTags(db, auth.user_id, body.tags),
  );
  route(app, profileEndpoints.updateStudentSettings, ({ body, auth }) =>
    updateOwnProfile(db, auth.user_id, body),
  );
  // Issue 25's privacy choices: who sees the profile, the ranking's name, the companies' consent.
  route(app, privacyEndpoints.updatePrivacy, ({ body, auth }) =>
    updateOwnProfile(db, auth.user_id, body),
  );
  route(app, profileEndpoints.updateProfessorSettings, ({ body, auth }) =>
    updateOwnProfile(db, auth.user_id, body),
  );
  route(app, profileEndpoints.updateVisitorSettings, ({ body, auth }) =>
    updateOwnProfile(db, auth.user_id, body),
  );
}
