import { z } from 'zod';
import { draftSchemas } from '../../content-pack/manifest.ts';
import { packChangeSchema } from '../content-packs/content-packs.ts';

/**
 * The studio (issue 24, docs/studio.md): content authored in the app, in the content model of
 * the packs. Every change goes to a draft of one item of one pack; publishing applies the
 * pack's drafts (or the chosen ones) in one transaction, as an import would.
 *
 * An item is a unit two authors can edit at once without losing each other's work: a level
 * (its fields and the order of its elements), an element with its sections, resources and
 * quizzes, a collection, a live course with its episodes and quizzes, the pack's header, the
 * pack's on-demand list and its home-page singles. Its draft body is the manifest's own shape,
 * checked with the draft schemas (the same field rules as a pack; completeness is checked when
 * publishing and listed as a checklist).
 */

const key = z
  .string()
  .max(120)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Chiave non valida.');
const entityKeys = z.array(key).max(5000);

export const studioItemKindSchema = z.enum([
  'pack',
  'level',
  'entity',
  'on_demand',
  'singles',
  'collection',
  'live_course',
]);
export type StudioItemKind = z.infer<typeof studioItemKindSchema>;

export const studioPackHeaderSchema = z.strictObject({
  title: z.string().trim().min(1).max(200),
  version: z.string().trim().min(1).max(50),
  description: z.string().max(5000).default(''),
});

/** A level without its elements, which it lists by key in order. */
export const studioLevelSchema = draftSchemas.level
  .omit({ entities: true })
  .extend({ entity_keys: entityKeys });

export const studioCollectionSchema = draftSchemas.collection.extend({
  kind: z.enum(['professional_path', 'skill_focus']),
});

export const studioEntityListSchema = z.strictObject({ entity_keys: entityKeys });

/** The body a draft of each kind holds (`key` of pack, on_demand and singles: the pack's key). */
export const studioItemBodySchemas = {
  pack: studioPackHeaderSchema,
  level: studioLevelSchema,
  entity: draftSchemas.entity,
  on_demand: studioEntityListSchema,
  singles: studioEntityListSchema,
  collection: studioCollectionSchema,
  live_course: draftSchemas.liveCourse,
} as const;

export type StudioLevel = z.output<typeof studioLevelSchema>;
export type StudioEntity = z.output<typeof draftSchemas.entity>;
export type StudioCollection = z.output<typeof studioCollectionSchema>;
export type StudioLiveCourse = z.output<typeof draftSchemas.liveCourse>;
export type StudioPackHeader = z.output<typeof studioPackHeaderSchema>;

/** Saves one item's draft; `item: null` retires the item (removes it from the draft). */
export const studioSaveSchema = z.strictObject({
  kind: studioItemKindSchema,
  key,
  /**
   * The item's draft revision the author's editor started from (0: the published item). A save
   * over another revision is 409: someone else saved it in between.
   */
  revision: z.number().int().min(0),
  item: z.unknown().nullable(),
});

export const studioUndoSchema = z.strictObject({
  kind: studioItemKindSchema,
  key,
  revision: z.number().int().min(1),
});

/** What the draft of one item is, against the published content. */
export const studioItemStateSchema = z.object({
  kind: studioItemKindSchema,
  key: z.string(),
  /** Draft revision: 0 when the item has no draft. */
  revision: z.number().int(),
  state: z.enum(['new', 'changed', 'retired', 'published']),
  updated_by: z.string().nullable(),
  updated_at: z.string().nullable(),
  /** The caller made the last change and it can be undone. */
  can_undo: z.boolean(),
});
export type StudioItemState = z.infer<typeof studioItemStateSchema>;

/** One thing that stops publishing (problem) or deserves a look (warning), with its item. */
export const studioProblemSchema = z.object({
  kind: studioItemKindSchema,
  key: z.string(),
  /** The field inside the item (`sections[0].resources[2].quiz.questions[1].answers`). */
  place: z.string(),
  message: z.string(),
});
export type StudioProblem = z.infer<typeof studioProblemSchema>;

export const studioEditorSchema = z.object({
  course_key: z.string(),
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type StudioEditor = z.infer<typeof studioEditorSchema>;

/**
 * A pack as its draft stands: every item with its draft applied over the published content.
 * A course author sees only the live courses they author (and publishes only those).
 */
export const studioWorkspaceSchema = z.object({
  pack: studioPackHeaderSchema.extend({ key: z.string() }),
  access: z.enum(['admin', 'course_author']),
  draft: z.object({
    /** In their order along the path (order_num). */
    levels: z.array(studioLevelSchema),
    on_demand_keys: z.array(z.string()),
    single_entity_keys: z.array(z.string()),
    /** Every element of the draft, placed in a level or on demand, or not placed yet. */
    entities: z.array(draftSchemas.entity),
    collections: z.array(studioCollectionSchema),
    live_courses: z.array(draftSchemas.liveCourse),
  }),
  /** The items that have a draft. */
  items: z.array(studioItemStateSchema),
  /** What stops publishing: the checklist. */
  problems: z.array(studioProblemSchema),
  /** What publishing allows but an author should look at (overlapping episodes). */
  warnings: z.array(studioProblemSchema),
  /** Professors who may schedule each live course's episodes and quizzes. */
  editors: z.array(studioEditorSchema),
  last_published: z.object({ at: z.string(), by: z.string().nullable() }).nullable(),
});
export type StudioWorkspace = z.infer<typeof studioWorkspaceSchema>;

export const studioPackSummarySchema = z.object({
  key: z.string(),
  title: z.string(),
  version: z.string(),
  /** Items with a draft. */
  drafts: z.number().int(),
  access: z.enum(['admin', 'course_author']),
});
export type StudioPackSummary = z.infer<typeof studioPackSummarySchema>;

export const studioPublishSchema = z.strictObject({
  /** Only these items' drafts (a course author names their course); all when left out. */
  items: z
    .array(z.strictObject({ kind: studioItemKindSchema, key }))
    .max(10_000)
    .optional(),
});

export const studioPublishResultSchema = z.object({
  added: z.array(packChangeSchema),
  changed: z.array(packChangeSchema),
  retired: z.array(packChangeSchema),
  published_at: z.string(),
});
export type StudioPublishResult = z.infer<typeof studioPublishResultSchema>;

export const studioMediaSchema = z.object({
  /** The name to put in the item (`media`, `captions`, `video`, `thumbnail`). */
  name: z.string(),
  bytes: z.number().int(),
  content_type: z.string(),
});
export type StudioMedia = z.infer<typeof studioMediaSchema>;

export const studioEditorsBodySchema = z.strictObject({
  emails: z.array(z.string().trim().toLowerCase().email().max(254)).max(20),
});
