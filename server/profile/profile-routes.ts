import type { FastifyInstance } from 'fastify';
import { pctoHours } from '#common/format/pcto-hours.ts';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import { validationFailed, notFound } from '../http/http-error.ts';
import { route } from '../http/endpoint-route.ts';
import { requireOwnStudent } from '../reports/ownership.ts';
import { updateProfileColumns, replaceFavouriteTags } from './profile-fields-repository.ts';
import { completedEntities, progressStats } from './profile-repository.ts';
import { earnedTags, loadOwnProfile, loadProfileFor } from './profile-view.ts';

/** Share of `part` in `whole`, 0-100 with two decimals; an empty whole is 0. */
function percentage(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part * 10_000) / whole) / 100;
}

/**
 * Reading and editing a profile (spec 02 §3, §7). Every edit is the caller's own profile (the
 * user id comes from the token, never the request) and answers the whole updated profile.
 */
export async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;

  route(app, profileEndpoints.getProfile, async ({ params, auth }) =>
    loadProfileFor(db, params.userId, auth.user_id),
  );

  // The owner's stats, or a professor's own student's; anyone else's is 404.
  route(app, profileEndpoints.getProfileStats, async ({ params, auth }) => {
    if (params.userId !== auth.user_id) {
      if (auth.role !== 'professor') throw notFound();
      await requireOwnStudent(db, auth.user_id, params.userId);
    }
    const stats = await progressStats(db, params.userId);
    return {
      completed_pcto_hours: pctoHours(stats.pctoMinutes),
      completed_pcto_minutes: stats.pctoMinutes,
      total_percentage: percentage(stats.done, stats.total),
      mandatory_percentage: percentage(stats.mandatoryDone, stats.mandatory),
    };
  });

  route(app, profileEndpoints.updateBio, async ({ body, auth }) => {
    await updateProfileColumns(db, auth.user_id, { bio: body.bio });
    return loadOwnProfile(db, auth.user_id);
  });

  route(app, profileEndpoints.updateMotto, async ({ body, auth }) => {
    await updateProfileColumns(db, auth.user_id, { i_am: body.i_am });
    return loadOwnProfile(db, auth.user_id);
  });

  route(app, profileEndpoints.updateGithubLink, async ({ body, auth }) => {
    await updateProfileColumns(db, auth.user_id, { github_link: body.github_link });
    return loadOwnProfile(db, auth.user_id);
  });

  // Favourites only among the hashtags earned (completed entities); the whole choice or nothing.
  route(app, profileEndpoints.updateTopTags, async ({ body, auth }) => {
    const earned = new Set(earnedTags(await completedEntities(db, auth.user_id)));
    const notEarned = body.tags.filter((tag) => !earned.has(tag));
    if (notEarned.length > 0) {
      throw validationFailed({
        tags: `Non hai ancora ottenuto ${notEarned.map((tag) => `#${tag}`).join(', ')}: completa le attività che lo assegnano.`,
      });
    }
    await db.transaction((tx) => replaceFavouriteTags(tx, auth.user_id, body.tags));
    return loadOwnProfile(db, auth.user_id);
  });

  route(app, profileEndpoints.updateStudentSettings, async ({ body, auth }) => {
    await updateProfileColumns(db, auth.user_id, body);
    return loadOwnProfile(db, auth.user_id);
  });

  route(app, profileEndpoints.updateProfessorSettings, async ({ body, auth }) => {
    await updateProfileColumns(db, auth.user_id, body);
    return loadOwnProfile(db, auth.user_id);
  });

  route(app, profileEndpoints.updateVisitorSettings, async ({ body, auth }) => {
    await updateProfileColumns(db, auth.user_id, body);
    return loadOwnProfile(db, auth.user_id);
  });
}
