import type { FastifyInstance } from 'fastify';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import { route } from '../http/endpoint-route.ts';
import { searchHobbies, searchSkills } from './catalogue-repository.ts';
import { readableHobbies, readableSkills, saveHobbies, saveSkills } from './catalogue-service.ts';

/** The hobby and skill catalogues (searchable) and each user's choice (spec 02 §7). */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;

  route(app, profileEndpoints.searchHobbies, async ({ query }) => searchHobbies(db, query));
  route(app, profileEndpoints.searchSkills, async ({ query }) => searchSkills(db, query));
  route(app, profileEndpoints.getUserHobbies, ({ params, auth }) =>
    readableHobbies(db, auth, params.userId),
  );
  route(app, profileEndpoints.getUserSkills, ({ params, auth }) =>
    readableSkills(db, auth, params.userId),
  );
  route(app, profileEndpoints.saveHobbies, ({ body, auth }) =>
    saveHobbies(db, auth.user_id, body.hobbies),
  );
  route(app, profileEndpoints.saveSkills, ({ body, auth }) => saveSkills(db, auth.user_id, body));
}
