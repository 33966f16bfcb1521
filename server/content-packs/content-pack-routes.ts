import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { contentPackEndpoints } from '#common/api/content-packs/endpoints.ts';
import type { AccessClaims } from '#common/auth/claims.ts';
import { contentDisposition } from '../files/content-disposition.ts';
import { contentPackFileName } from '../files/file-names.ts';
import { forbidden, validationFailed, type HttpError } from '../http/http-error.ts';
import { route } from '../http/endpoint-route.ts';
import { mediaDirOf } from '../media/media-dir.ts';
import {
  exportPack,
  importPack,
  listImports,
  openPackFile,
  PackRefused,
  planImport,
  type OpenedPack,
  type PackProblem,
} from './content-pack-service.ts';
import { withUploadedFile } from '../files/multipart-upload.ts';

/** Content packs are for users with the admin flag (a flag, not a role: checked here). */
function requireAdmin(auth: AccessClaims): void {
  if (!auth.admin) throw forbidden();
}

/**
 * The content packs of common/api/content-packs (HTTP only; the service validates, plans,
 * imports and exports). An upload is streamed to a temporary file, opened, used and always
 * closed and deleted; a refused pack is the 422 of API.md with one detail per place.
 */
export async function contentPackRoutes(app: FastifyInstance): Promise<void> {
  const { db, clock, config } = app.services;
  const { dryRunContentPack, importContentPack, exportContentPack, listContentPackImports } =
    contentPackEndpoints;
  // Registered in this plugin only, with its own limits: one file part, the pack.
  await app.register(multipart, {
    limits: {
      fileSize: dryRunContentPack.body.maxBytes,
      files: 1,
      fields: 2,
      parts: 3,
      fieldNameSize: 100,
      fieldSize: 1024,
      headerPairs: 100,
    },
  });

  route(app, dryRunContentPack, async ({ auth, request }) => {
    requireAdmin(auth);
    return withUploadedFile(request, dryRunContentPack.body.field, (path) =>
      withOpenedPack(path, (pack) => planImport(db, pack, new Date(clock()))),
    );
  });

  route(app, importContentPack, async ({ auth, request }) => {
    requireAdmin(auth);
    return withUploadedFile(request, importContentPack.body.field, (path) =>
      withOpenedPack(path, (pack) =>
        importPack(db, pack, {
          mediaDir: mediaDirOf(config),
          importedBy: auth.user_id,
          now: new Date(clock()),
        }),
      ),
    );
  });

  route(app, exportContentPack, async ({ auth, reply }) => {
    requireAdmin(auth);
    const now = new Date(clock());
    const out = new PassThrough();
    const writing = exportPack(db, { mediaDir: mediaDirOf(config), now }, out).then(() => {
      if (!out.writableEnded) out.end();
    });
    // Streamed as it is written: a pack with its videos is far too large to build in memory.
    // Until its first bytes, a failure (a media file missing) is an ordinary error answer, not
    // a download of an error; after them it can only cut the download, so the client gets an
    // incomplete ZIP, never a valid-looking one.
    try {
      await Promise.race([once(out, 'readable'), writing]);
    } catch (error) {
      out.destroy();
      throw error;
    }
    writing.catch((error: unknown) => {
      reply.log.error({ err: error }, 'content pack export failed');
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return reply
      .header('content-type', 'application/zip')
      .header(
        'content-disposition',
        contentDisposition(contentPackFileName(now, config.schoolTimeZone)),
      )
      .header('cache-control', 'no-store')
      .send(out);
  });

  route(app, listContentPackImports, async ({ auth }) => {
    requireAdmin(auth);
    return listImports(db);
  });
}

/** Opens the pack, runs `use`, always closes it; a refused pack becomes the 422 of API.md. */
async function withOpenedPack<T>(path: string, use: (pack: OpenedPack) => Promise<T>): Promise<T> {
  try {
    const pack = await openPackFile(path);
    try {
      return await use(pack);
    } finally {
      await pack.close();
    }
  } catch (error) {
    if (error instanceof PackRefused) throw refusedPack(error.problems);
    throw error;
  }
}

/** One detail per place; two problems at the same place are joined, so none is lost. */
export function refusedPack(problems: readonly PackProblem[]): HttpError {
  const details: Record<string, string> = {};
  for (const { place, message } of problems) {
    details[place] = details[place] === undefined ? message : `${details[place]}; ${message}`;
  }
  return validationFailed(details);
}
