import type { FastifyInstance } from 'fastify';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import { AVATARS, type AvatarId } from '#common/profile/avatars.ts';
import { route } from '../http/endpoint-route.ts';
import { notFound } from '../http/http-error.ts';
import { avatarImages } from './avatar-files.ts';
import { updateOwnProfile } from './profile-service.ts';

/** A day in the browser's cache; after that a revalidation costs a 304. */
const AVATAR_CACHE_CONTROL = 'private, max-age=86400';

/** The avatar catalogue, the caller's choice, and the images (spec 02 §7, §8). */
export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;

  route(app, profileEndpoints.getAvatars, async () =>
    AVATARS.map((avatar) => ({ id: avatar.id, name: avatar.name })),
  );

  route(app, profileEndpoints.chooseAvatar, ({ params, auth }) =>
    updateOwnProfile(db, auth.user_id, { avatar_id: params.id }),
  );

  route(app, profileEndpoints.removeAvatar, ({ auth }) =>
    updateOwnProfile(db, auth.user_id, { avatar_id: null }),
  );

  route(app, profileEndpoints.getAvatarImage, async ({ params, request, reply }) => {
    const image = (await avatarImages()).get(params.id as AvatarId);
    if (!image) throw notFound();
    reply
      .header('etag', image.etag)
      .header('cache-control', AVATAR_CACHE_CONTROL)
      // An SVG opened on its own must not run anything (the files carry no script anyway).
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
    return reply.header('content-type', 'image/svg+xml').send(image.bytes);
  });
}
