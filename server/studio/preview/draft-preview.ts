import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '#common/api/errors.ts';
import { PREVIEW_HEADER } from '#common/http/preview-header.ts';
import { authOf } from '../../auth/require-role.ts';
import type { Queryable } from '../../db/database.ts';
import { forbidden, HttpError } from '../../http/http-error.ts';
import { readWithDraft, type DraftManifestLoader } from './draft-preview-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where a preview reads a pack's draft from (installed by installDraftPreview). */
    draftManifests: DraftManifestLoader;
  }
}

export const PREVIEW_WRITE_MESSAGE = 'In anteprima non si salva nulla.';

/** Methods that read: every other one carrying the header is refused. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The pack key the request previews, or null for an ordinary request. */
export function previewPackOf(request: FastifyRequest): string | null {
  const value = request.headers[PREVIEW_HEADER];
  const key = (Array.isArray(value) ? value[0] : value)?.trim();
  return key ? key : null;
}

/** Installs the preview's draft loader on the root instance, before any route. */
export function installDraftPreview(app: FastifyInstance, loadDraft: DraftManifestLoader): void {
  app.decorate('draftManifests', loadDraft);
}

/**
 * The one guard of writes (run before routing by request-guards.ts): a write carrying the
 * header is refused (403 with its own message), whoever sends it and wherever it goes, so no
 * handler has to remember the preview.
 */
export function refusePreviewWrite(request: FastifyRequest): HttpError | undefined {
  return previewPackOf(request) !== null && !READ_METHODS.has(request.method)
    ? new HttpError(403, ERROR_CODES.forbidden, PREVIEW_WRITE_MESSAGE)
    : undefined;
}

/**
 * Runs a student read of the journey: on the database for an ordinary request (unchanged), or,
 * with the preview header, on a rolled-back transaction holding the pack's draft. Only authors
 * (the admin flag of the access token) may preview: anyone else gets 403, so a student cannot
 * probe drafts; an unknown pack is 404.
 * @example route(app, endpoint, ({ request }) => withDraftPreview(app, request, (db) => read(db)))
 */
export async function withDraftPreview<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  read: (db: Queryable) => Promise<T>,
): Promise<T> {
  const packKey = previewPackOf(request);
  if (packKey === null) return read(app.services.db);
  if (!authOf(request).admin) throw forbidden();
  return readWithDraft(
    app.services.db,
    { packKey, loadDraft: app.draftManifests, now: new Date(app.services.clock()) },
    read,
  );
}
