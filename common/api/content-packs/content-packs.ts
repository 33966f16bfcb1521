import { z } from 'zod';

/**
 * What an admin sees of a content pack before and after importing it (docs/content-packs.md):
 * the dry run's plan (what would be added, changed and retired) and the packs imported so far.
 * A refused pack is the 422 of API.md, one Italian message per place in the manifest
 * (`levels[1].entities[3].resources[0]` → `video «git-intro.mp4» assente nel pacchetto`).
 */

export const packItemKindSchema = z.enum([
  'level',
  'entity',
  'resource',
  'collection',
  'live_course',
  'episode',
  'live_quiz',
]);
export type PackItemKind = z.infer<typeof packItemKindSchema>;

/** One item of the pack that an import adds, changes or retires. */
export const packChangeSchema = z.object({
  kind: packItemKindSchema,
  key: z.string(),
  title: z.string(),
});
export type PackChange = z.infer<typeof packChangeSchema>;

export const packHeaderSchema = z.object({
  key: z.string(),
  title: z.string(),
  version: z.string(),
  format_version: z.number().int(),
});

export const packPlanSchema = z.object({
  pack: packHeaderSchema,
  added: z.array(packChangeSchema),
  changed: z.array(packChangeSchema),
  /** Items the platform has and the pack no longer: hidden from new students, records kept. */
  retired: z.array(packChangeSchema),
  /** The media files of the pack: how many and how large. */
  media: z.object({ files: z.number().int(), bytes: z.number().int() }),
});
export type PackPlan = z.infer<typeof packPlanSchema>;

export const packImportResultSchema = packPlanSchema.extend({
  /** False when the platform already had exactly this content: nothing was written. */
  imported: z.boolean(),
});
export type PackImportResult = z.infer<typeof packImportResultSchema>;

export const packImportRecordSchema = z.object({
  id: z.string(),
  pack_key: z.string(),
  pack_title: z.string(),
  pack_version: z.string(),
  format_version: z.number().int(),
  imported_at: z.string(),
  imported_by: z.string().nullable(),
  added: z.number().int(),
  changed: z.number().int(),
  retired: z.number().int(),
});
export type PackImportRecord = z.infer<typeof packImportRecordSchema>;
