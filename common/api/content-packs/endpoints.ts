import { z } from 'zod';
import { CONTENT_PACK_LIMITS } from '../../content-pack/limits.ts';
import { defineEndpoint, fileAnswer, uploadBody } from '../endpoint.ts';
import { packImportRecordSchema, packImportResultSchema, packPlanSchema } from './content-packs.ts';

/** The form field that carries the pack's ZIP in both uploads. */
const PACK_UPLOAD = uploadBody('pack', CONTENT_PACK_LIMITS.maxPackBytes);

/**
 * Content packs (issue 23, docs/content-packs.md), under /api/tj. For users with the admin flag,
 * which the routes check (a flag, not a role: 403 for everyone else). A refused pack is 422 with
 * one Italian message per place in the manifest, and changes nothing.
 */
export const contentPackEndpoints = {
  dryRunContentPack: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/tech-journey/content-packs/dry-run',
    access: 'signed-in',
    summary: 'Admins: validates a pack (ZIP, field `pack`) and lists what an import would change.',
    body: PACK_UPLOAD,
    response: packPlanSchema,
    errors: [403],
  }),
  importContentPack: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/tech-journey/content-packs/import',
    access: 'signed-in',
    summary: 'Admins: validates a pack (ZIP, field `pack`) and imports it in one transaction.',
    body: PACK_UPLOAD,
    response: packImportResultSchema,
    errors: [403],
  }),
  exportContentPack: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/content-packs/export',
    access: 'signed-in',
    summary: "Admins: the platform's current content and its media as a pack ZIP.",
    response: fileAnswer('application/zip'),
    errors: [403],
  }),
  listContentPackImports: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/content-packs/imports',
    access: 'signed-in',
    summary: 'Admins: the packs imported so far, the latest first.',
    response: z.array(packImportRecordSchema),
    errors: [403],
  }),
} as const;
