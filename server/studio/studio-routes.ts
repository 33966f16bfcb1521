import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { studioEndpoints } from '#common/api/studio/endpoints.ts';
import { stat } from 'node:fs/promises';
import { withUploadedFile } from '../files/multipart-upload.ts';
import { forbidden } from '../http/http-error.ts';
import { route } from '../http/endpoint-route.ts';
import { mediaDirOf } from '../media/media-dir.ts';
import { setCourseEditors } from './course-editors.ts';
import { studioAuthorOf } from './studio-access.ts';
import { STUDIO_UPLOAD_MESSAGES, storeStudioMedia } from './studio-media.ts';
import {
  listStudioPacks,
  loadWorkspace,
  publishDraft,
  saveItem,
  undoItem,
} from './studio-service.ts';

/**
 * The studio of common/api/studio (HTTP only). Every call starts by resolving the caller as an
 * author (403 for anyone who is neither an admin nor a course's editor); the service checks
 * each pack and item against the author's rights (404 outside them).
 */
export async function studioRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.services;
  const e = studioEndpoints;
  const context = () => ({
    mediaDir: mediaDirOf(config),
    now: new Date(clock()),
    timeZone: config.schoolTimeZone,
  });
  // One file part, the medium; registered here with the studio's own size limit.
  await app.register(multipart, {
    limits: {
      fileSize: e.uploadStudioMedia.body.maxBytes,
      files: 1,
      fields: 2,
      parts: 3,
      fieldNameSize: 100,
      fieldSize: 1024,
      headerPairs: 100,
    },
  });

  route(app, e.listStudioPacks, async ({ auth }) =>
    listStudioPacks(db, await studioAuthorOf(db, auth)),
  );

  route(app, e.getStudioWorkspace, async ({ auth, params }) =>
    loadWorkspace(db, await studioAuthorOf(db, auth), params.pack, context()),
  );

  route(app, e.saveStudioItem, async ({ auth, params, body }) =>
    saveItem(db, await studioAuthorOf(db, auth), params.pack, body, context()),
  );

  route(app, e.undoStudioItem, async ({ auth, params, body }) =>
    undoItem(db, await studioAuthorOf(db, auth), params.pack, body, context()),
  );

  route(app, e.publishStudioDraft, async ({ auth, params, body }) =>
    publishDraft(db, await studioAuthorOf(db, auth), params.pack, body, context()),
  );

  route(app, e.uploadStudioMedia, async ({ auth, request }) => {
    await studioAuthorOf(db, auth);
    return withUploadedFile(
      request,
      e.uploadStudioMedia.body.field,
      async (path, info) =>
        storeStudioMedia(path, info, (await stat(path)).size, mediaDirOf(config)),
      STUDIO_UPLOAD_MESSAGES,
    );
  });

  route(app, e.setLiveCourseEditors, async ({ auth, params, body }) => {
    if (!auth.admin) throw forbidden();
    return setCourseEditors(db, {
      courseKey: params.course,
      emails: body.emails,
      addedBy: auth.user_id,
      now: new Date(clock()),
    });
  });
}
