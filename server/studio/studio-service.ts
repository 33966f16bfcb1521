import type { z } from 'zod';
import type { PackChange } from '#common/api/content-packs/content-packs.ts';
import {
  studioItemBodySchemas,
  type StudioItemKind,
  type StudioItemState,
  type StudioPackSummary,
  type StudioPublishResult,
  type StudioWorkspace,
  type studioPublishSchema,
  type studioSaveSchema,
  type studioUndoSchema,
} from '#common/api/studio/studio.ts';
import { LOCAL_PACK_KEY } from '#common/content-pack/manifest.ts';
import type { Database, Queryable } from '../db/database.ts';
import { comparePack } from '../content-packs/content-pack-service.ts';
import { readContentRows } from '../content-packs/content-read-repository.ts';
import {
  latestImportOf,
  lockImports,
  recordImport,
} from '../content-packs/import-record-repository.ts';
import { applyPlan } from '../content-packs/pack-apply.ts';
import { placeOf } from '../content-packs/pack-problems.ts';
import { stableJson } from '../content-packs/stable-json.ts';
import { conflict, notFound, validationFailed } from '../http/http-error.ts';
import { itemLists, studioItemId, type StudioItems } from './draft-items.ts';
import {
  bodyDigest,
  publishedBody,
  publishedHeader,
  publishedItems,
  withDrafts,
} from './draft-manifest.ts';
import {
  countDraftsByPack,
  deleteDrafts,
  insertDraft,
  listDrafts,
  lockDraft,
  updateDraft,
  type DraftRow,
} from './draft-repository.ts';
import { listEditors } from './editor-repository.ts';
import {
  canSeeItem,
  requireItemAccess,
  requirePackAccess,
  type StudioAuthor,
} from './studio-access.ts';
import { checklist, scheduleWarnings } from './studio-checklist.ts';
import { formatTime } from '#common/format/swiss-italian.ts';

/**
 * The studio's drafts (issue 24, docs/studio.md): saves with a revision (a save over someone
 * else's newer one is 409 with their name), undo of one's own last change, the workspace with
 * its checklist, and publishing in one transaction through the packs' own import code.
 */

/** Saves by the same author within this time are one change for undo (autosave bursts). */
const UNDO_WINDOW_MS = 60_000;

interface StudioContext {
  mediaDir: string;
  now: Date;
  timeZone: string;
}

export async function listStudioPacks(
  db: Queryable,
  author: StudioAuthor,
): Promise<StudioPackSummary[]> {
  const rows = await readContentRows(db);
  const keys = new Set([
    LOCAL_PACK_KEY,
    ...[...rows.levels, ...rows.entities, ...rows.liveCourses, ...rows.collections].map(
      (row) => row.pack_key,
    ),
  ]);
  const drafts = await countDraftsByPack(db);
  const summaries: StudioPackSummary[] = [];
  for (const key of [...keys].sort()) {
    if (!author.admin && ![...author.courses.values()].includes(key)) continue;
    // Only the header: the content was read once above, not again per pack.
    const header = publishedHeader(await latestImportOf(db, key));
    summaries.push({
      key,
      title: header.title,
      version: header.version,
      drafts: author.admin ? (drafts.get(key) ?? 0) : 0,
      access: author.admin ? 'admin' : 'course_author',
    });
  }
  return summaries;
}

export async function loadWorkspace(
  db: Queryable,
  author: StudioAuthor,
  packKey: string,
  context: StudioContext,
): Promise<StudioWorkspace> {
  requirePackAccess(author, packKey);
  const published = await publishedItems(db, packKey);
  if (!published) throw notFound();
  const drafts = (await listDrafts(db, packKey)).filter((draft) =>
    canSeeItem(author, draft.item_kind, draft.item_key),
  );
  const items = withDrafts(published, drafts);
  const { manifest, problems } = await checklist(db, packKey, items, context.mediaDir);
  const lists = itemLists(items);
  const visible = (kind: StudioItemKind, key: string) => canSeeItem(author, kind, key);
  return {
    pack: { key: packKey, ...items.pack },
    access: author.admin ? 'admin' : 'course_author',
    draft: {
      levels: author.admin ? lists.levels : [],
      on_demand_keys: author.admin ? lists.onDemandKeys : [],
      single_entity_keys: author.admin ? lists.singleKeys : [],
      entities: author.admin ? lists.entities : [],
      collections: author.admin ? lists.collections : [],
      live_courses: lists.liveCourses.filter((course) => visible('live_course', course.key)),
    },
    items: drafts.map((draft) => itemState(draft, published, author)),
    problems: problems.filter((problem) => visible(problem.kind, problem.key)),
    warnings: manifest
      ? scheduleWarnings(manifest).filter((warning) => visible(warning.kind, warning.key))
      : [],
    editors: (await listEditors(db, packKey)).filter((editor) =>
      visible('live_course', editor.course_key),
    ),
    last_published: published.lastPublished
      ? { at: published.lastPublished.at.toISOString(), by: published.lastPublished.by }
      : null,
  };
}

export async function saveItem(
  db: Database,
  author: StudioAuthor,
  packKey: string,
  input: z.output<typeof studioSaveSchema>,
  context: StudioContext,
): Promise<StudioItemState> {
  const { kind, key } = input;
  requireItemAccess(author, packKey, kind, key);
  const body = input.item === null ? null : parseBody(kind, key, packKey, input.item);
  return db.transaction(async (tx) => {
    const published = await publishedItems(tx, packKey);
    if (!published) throw notFound();
    const before = publishedBody(published, kind, key);
    if (body === null && (kind === 'pack' || kind === 'on_demand' || kind === 'singles')) {
      throw validationFailed({ item: 'Questo elemento non si può ritirare.' });
    }
    const draft = await lockDraft(tx, packKey, kind, key);
    if ((draft?.revision ?? 0) !== input.revision) throw changedMeanwhile(draft, context);
    // Against the course as it stands in the draft: an admin's pending change is not theirs.
    if (!author.admin) keepOutsideSchedule(draft ? draft.body : before, body);
    if (!draft) {
      if (before === undefined && body === null) throw notFound();
      const inserted = await insertDraft(tx, {
        packKey,
        kind,
        key,
        body,
        baseDigest: bodyDigest(before),
        userId: author.userId,
        now: context.now,
      });
      if (!inserted) throw changedMeanwhile(await lockDraft(tx, packKey, kind, key), context);
    } else {
      // A burst of autosaves by one author is one change: undo goes back to before the burst.
      const sameBurst =
        draft.can_undo &&
        draft.updated_by === author.userId &&
        context.now.getTime() - draft.updated_at.getTime() < UNDO_WINDOW_MS;
      await updateDraft(tx, draft, {
        body,
        revision: draft.revision + 1,
        previousBody: sameBurst ? draft.previous_body : draft.body,
        previousExists: sameBurst ? draft.previous_exists : true,
        canUndo: true,
        userId: author.userId,
        now: context.now,
      });
    }
    return itemState((await lockDraft(tx, packKey, kind, key))!, published, author);
  });
}

export async function undoItem(
  db: Database,
  author: StudioAuthor,
  packKey: string,
  input: z.output<typeof studioUndoSchema>,
  context: StudioContext,
): Promise<StudioItemState> {
  const { kind, key } = input;
  requireItemAccess(author, packKey, kind, key);
  return db.transaction(async (tx) => {
    const published = await publishedItems(tx, packKey);
    if (!published) throw notFound();
    const draft = await lockDraft(tx, packKey, kind, key);
    if (!draft) throw notFound();
    if (draft.revision !== input.revision) throw changedMeanwhile(draft, context);
    if (!draft.can_undo || draft.updated_by !== author.userId) {
      throw conflict(
        `L'ultima modifica è di ${draft.updated_by_name ?? 'un altro autore'}: non puoi annullarla.`,
      );
    }
    if (!draft.previous_exists) {
      await deleteDrafts(tx, packKey, [{ kind, key }]);
      return {
        kind,
        key,
        revision: 0,
        state: 'published',
        updated_by: null,
        updated_at: null,
        can_undo: false,
      };
    }
    await updateDraft(tx, draft, {
      body: draft.previous_body,
      revision: draft.revision + 1,
      previousBody: null,
      previousExists: false,
      canUndo: false,
      userId: author.userId,
      now: context.now,
    });
    return itemState((await lockDraft(tx, packKey, kind, key))!, published, author);
  });
}

/**
 * Publishes the pack's drafts (or the named ones) in one transaction, under the imports' lock:
 * refused (422, with the checklist) when the result could not be imported as a pack, and
 * (409) when a draft's item was changed by an import after the draft started. The drafts
 * published are deleted; the content version moves with the rows, so readers pick it up.
 */
export async function publishDraft(
  db: Database,
  author: StudioAuthor,
  packKey: string,
  input: z.output<typeof studioPublishSchema>,
  context: StudioContext,
): Promise<StudioPublishResult> {
  requirePackAccess(author, packKey);
  const named = input.items ?? null;
  for (const item of named ?? []) requireItemAccess(author, packKey, item.kind, item.key);
  return db.transaction(async (tx) => {
    await lockImports(tx);
    const published = await publishedItems(tx, packKey);
    if (!published) throw notFound();
    const chosen = new Set(named?.map((item) => studioItemId(item.kind, item.key)));
    const drafts = (await listDrafts(tx, packKey)).filter(
      (draft) =>
        canSeeItem(author, draft.item_kind, draft.item_key) &&
        (named === null || chosen.has(studioItemId(draft.item_kind, draft.item_key))),
    );
    if (drafts.length === 0) {
      throw validationFailed({ items: 'Non ci sono modifiche da pubblicare.' });
    }
    for (const draft of drafts) {
      const now = bodyDigest(publishedBody(published, draft.item_kind, draft.item_key));
      if (now !== draft.base_digest) {
        throw conflict(
          `«${titleOf(draft)}» è cambiato dopo l'inizio della bozza (un pacchetto importato): ricarica e rifai la modifica.`,
        );
      }
    }
    const items = withDrafts(published, drafts);
    const { manifest, problems } = await checklist(tx, packKey, items, context.mediaDir);
    if (!manifest || problems.length > 0) {
      throw validationFailed(
        Object.fromEntries(
          problems.map((problem) => [
            `${problem.kind}:${problem.key}${problem.place ? `.${problem.place}` : ''}`,
            problem.message,
          ]),
        ),
      );
    }
    const plan = await comparePack(tx, manifest);
    await applyPlan(tx, manifest, plan, context.now);
    await recordImport(tx, {
      pack: manifest.pack,
      formatVersion: manifest.format_version,
      manifestDigest: bodyDigest(manifest)!,
      importedBy: author.userId,
      now: context.now,
      summary: {
        added: plan.added.length,
        changed: plan.changed.length,
        retired: plan.retired.length,
        media: 0,
      },
      mediaBatch: null,
      source: 'studio',
    });
    await deleteDrafts(
      tx,
      packKey,
      drafts.map((draft) => ({ kind: draft.item_kind, key: draft.item_key })),
    );
    return {
      added: plan.added,
      changed: plan.changed,
      retired: plan.retired,
      published_at: context.now.toISOString(),
    } satisfies {
      added: PackChange[];
      changed: PackChange[];
      retired: PackChange[];
      published_at: string;
    };
  });
}

/** The body checked with its kind's draft schema; its key must be the item's. */
function parseBody(kind: StudioItemKind, key: string, packKey: string, item: unknown): unknown {
  const parsed = studioItemBodySchemas[kind].safeParse(item);
  if (!parsed.success) {
    throw validationFailed(
      Object.fromEntries(parsed.error.issues.map((issue) => [placeOf(issue.path), issue.message])),
    );
  }
  const body = parsed.data as { key?: string };
  const expected = kind === 'pack' || kind === 'on_demand' || kind === 'singles' ? undefined : key;
  if (expected !== undefined && body.key !== expected) {
    throw validationFailed({ key: 'La chiave non corrisponde all’elemento.' });
  }
  if (expected === undefined && key !== packKey) throw notFound();
  return parsed.data;
}

/**
 * A course editor schedules episodes and live quizzes: everything else of the course (title,
 * authors, channel…) is the admins', and a change to it is refused.
 */
function keepOutsideSchedule(current: unknown, body: unknown): void {
  if (current === undefined || current === null || body === null) {
    throw validationFailed({ item: 'Solo gli amministratori creano o ritirano i corsi live.' });
  }
  const rest = (course: unknown) => {
    const { episodes: _episodes, quizzes: _quizzes, ...fields } = course as Record<string, unknown>;
    return stableJson(fields);
  };
  if (rest(current) !== rest(body)) {
    throw validationFailed({
      item: 'Puoi modificare solo gli episodi e i quiz live di questo corso.',
    });
  }
}

function changedMeanwhile(draft: DraftRow | null, context: StudioContext) {
  if (!draft) {
    return conflict('Questa bozza è stata pubblicata o annullata nel frattempo: ricarica.');
  }
  const who = draft.updated_by_name ?? 'un altro autore';
  return conflict(
    `Modificato da ${who} alle ${formatTime(draft.updated_at, context.timeZone)}: ricarica per vedere la sua versione prima di cambiarlo.`,
  );
}

function itemState(draft: DraftRow, published: StudioItems, author: StudioAuthor): StudioItemState {
  const before = publishedBody(published, draft.item_kind, draft.item_key);
  const state =
    draft.body === null
      ? 'retired'
      : before === undefined
        ? 'new'
        : stableJson(before) === stableJson(draft.body)
          ? 'published'
          : 'changed';
  return {
    kind: draft.item_kind,
    key: draft.item_key,
    revision: draft.revision,
    state,
    updated_by: draft.updated_by_name,
    updated_at: draft.updated_at.toISOString(),
    can_undo: draft.can_undo && draft.updated_by === author.userId,
  };
}

function titleOf(draft: DraftRow): string {
  const body = draft.body as { title?: unknown } | null;
  return typeof body?.title === 'string' ? body.title : draft.item_key;
}
