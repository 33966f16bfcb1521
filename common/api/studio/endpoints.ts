import { z } from 'zod';
import { CONTENT_PACK_LIMITS } from '../../content-pack/limits.ts';
import { defineEndpoint, uploadBody } from '../endpoint.ts';
import {
  studioEditorSchema,
  studioEditorsBodySchema,
  studioItemStateSchema,
  studioMediaSchema,
  studioPackSummarySchema,
  studioPublishResultSchema,
  studioPublishSchema,
  studioSaveSchema,
  studioUndoSchema,
  studioWorkspaceSchema,
} from './studio.ts';

// 100: the router's longest path parameter (a longer one would not match the route at all).
const packParams = z.strictObject({ pack: z.string().min(1).max(100) });

/**
 * The studio (issue 24, docs/studio.md), under /api/tj. Users with the admin flag author every
 * item; the professors named as a live course's editors author that course. Everyone else gets
 * 403 on every call (the routes check: a flag and a per-course right, not a role). An unknown
 * pack or item, or one the caller may not author, is 404. A save over someone else's newer
 * save is 409 with their name; content that cannot be published yet is 422 with the checklist.
 */
export const studioEndpoints = {
  listStudioPacks: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/studio/packs',
    access: 'signed-in',
    summary: 'Authors: the packs they may author, with how many items have a draft.',
    response: z.array(studioPackSummarySchema),
    errors: [403],
  }),
  getStudioWorkspace: defineEndpoint({
    service: 'api',
    method: 'GET',
    path: '/tech-journey/studio/packs/:pack',
    access: 'signed-in',
    studentData: 'staff',
    summary: 'Authors: a pack as its draft stands, with the checklist of what stops publishing.',
    params: packParams,
    response: studioWorkspaceSchema,
    errors: [403, 404],
  }),
  saveStudioItem: defineEndpoint({
    service: 'api',
    method: 'PUT',
    path: '/tech-journey/studio/packs/:pack/items',
    access: 'signed-in',
    summary: "Authors: saves one item's draft (or retires it with `item: null`).",
    params: packParams,
    body: studioSaveSchema,
    response: studioItemStateSchema,
    errors: [403, 404, 409, 422],
  }),
  undoStudioItem: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/tech-journey/studio/packs/:pack/undo',
    access: 'signed-in',
    summary: "Authors: undoes the caller's last change of one item's draft.",
    params: packParams,
    body: studioUndoSchema,
    response: studioItemStateSchema,
    errors: [403, 404, 409],
  }),
  publishStudioDraft: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/tech-journey/studio/packs/:pack/publish',
    access: 'signed-in',
    summary: "Authors: publishes the pack's drafts (or the named ones) in one transaction.",
    params: packParams,
    body: studioPublishSchema,
    response: studioPublishResultSchema,
    errors: [403, 404, 409, 422],
  }),
  uploadStudioMedia: defineEndpoint({
    service: 'api',
    method: 'POST',
    path: '/tech-journey/studio/media',
    access: 'signed-in',
    summary: 'Authors: uploads a video, captions or an image (field `file`) for a draft.',
    body: uploadBody('file', CONTENT_PACK_LIMITS.maxMediaBytes),
    response: studioMediaSchema,
    errors: [403, 413, 422],
  }),
  setLiveCourseEditors: defineEndpoint({
    service: 'api',
    method: 'PUT',
    path: '/tech-journey/studio/live-courses/:course/editors',
    access: 'signed-in',
    studentData: 'staff',
    summary: "Admins: the professors (by e-mail) who may schedule a live course's episodes.",
    params: z.strictObject({ course: z.string().min(1).max(100) }),
    body: studioEditorsBodySchema,
    response: z.array(studioEditorSchema),
    errors: [403, 404, 422],
  }),
} as const;
