import type { StudioItemKind } from '#common/api/studio/studio.ts';
import type { Queryable } from '../db/database.ts';

/** One item's draft (migration 022), with the names of who made and last changed it. */
export interface DraftRow {
  pack_key: string;
  item_kind: StudioItemKind;
  item_key: string;
  body: unknown;
  revision: number;
  base_digest: string | null;
  previous_body: unknown;
  previous_exists: boolean;
  can_undo: boolean;
  created_by: string | null;
  updated_by: string | null;
  updated_by_name: string | null;
  updated_at: Date;
}

const COLUMNS = `d.pack_key, d.item_kind, d.item_key, d.body, d.revision, d.base_digest,
  d.previous_body, d.previous_exists, d.can_undo, d.created_by::text AS created_by,
  d.updated_by::text AS updated_by, u.name AS updated_by_name, d.updated_at`;

function toDraft(row: DraftRow): DraftRow {
  return { ...row, revision: Number(row.revision), updated_at: new Date(row.updated_at) };
}

/** Every draft of a pack, oldest first (the order new items are listed in). */
export async function listDrafts(db: Queryable, packKey: string): Promise<DraftRow[]> {
  const rows = await db.query<DraftRow>(
    `SELECT ${COLUMNS} FROM studio_drafts d LEFT JOIN users u ON u.id = d.updated_by
      WHERE d.pack_key = $1 ORDER BY d.created_at, d.item_kind, d.item_key`,
    [packKey],
  );
  return rows.map(toDraft);
}

/** The packs that have drafts, with how many. */
export async function countDraftsByPack(db: Queryable): Promise<Map<string, number>> {
  const rows = await db.query<{ pack_key: string; drafts: string }>(
    'SELECT pack_key, count(*)::text AS drafts FROM studio_drafts GROUP BY pack_key',
  );
  return new Map(rows.map((row) => [row.pack_key, Number(row.drafts)]));
}

/** One draft, locked for the rest of the transaction (a save or an undo). */
export async function lockDraft(
  tx: Queryable,
  packKey: string,
  kind: StudioItemKind,
  key: string,
): Promise<DraftRow | null> {
  const [row] = await tx.query<DraftRow>(
    `SELECT ${COLUMNS} FROM studio_drafts d LEFT JOIN users u ON u.id = d.updated_by
      WHERE d.pack_key = $1 AND d.item_kind = $2 AND d.item_key = $3 FOR UPDATE OF d`,
    [packKey, kind, key],
  );
  return row ? toDraft(row) : null;
}

/**
 * The first draft of an item. False when another author's first save got there first (both
 * started from the published item): the caller answers 409, as for any newer save.
 */
export async function insertDraft(
  tx: Queryable,
  input: {
    packKey: string;
    kind: StudioItemKind;
    key: string;
    body: unknown;
    baseDigest: string | null;
    userId: string;
    now: Date;
  },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO studio_drafts (pack_key, item_kind, item_key, body, revision, base_digest,
       previous_body, previous_exists, can_undo, created_by, created_at, updated_by, updated_at)
     VALUES ($1, $2, $3, $4::jsonb, 1, $5, NULL, false, true, $6, $7, $6, $7)
     ON CONFLICT (pack_key, item_kind, item_key) DO NOTHING
     RETURNING 1`,
    [
      input.packKey,
      input.kind,
      input.key,
      JSON.stringify(input.body),
      input.baseDigest,
      input.userId,
      input.now,
    ],
  );
  return rows.length === 1;
}

/** A later save or an undo: the new body, the state undo goes back to, and who did it. */
export async function updateDraft(
  tx: Queryable,
  draft: Pick<DraftRow, 'pack_key' | 'item_kind' | 'item_key'>,
  input: {
    body: unknown;
    revision: number;
    previousBody: unknown;
    previousExists: boolean;
    canUndo: boolean;
    userId: string;
    now: Date;
  },
): Promise<void> {
  await tx.query(
    `UPDATE studio_drafts SET body = $4::jsonb, revision = $5, previous_body = $6::jsonb,
       previous_exists = $7, can_undo = $8, updated_by = $9, updated_at = $10
      WHERE pack_key = $1 AND item_kind = $2 AND item_key = $3`,
    [
      draft.pack_key,
      draft.item_kind,
      draft.item_key,
      JSON.stringify(input.body),
      input.revision,
      input.previousBody === null ? null : JSON.stringify(input.previousBody),
      input.previousExists,
      input.canUndo,
      input.userId,
      input.now,
    ],
  );
}

/** Drafts published or undone back to nothing. */
export async function deleteDrafts(
  tx: Queryable,
  packKey: string,
  items: ReadonlyArray<{ kind: StudioItemKind; key: string }>,
): Promise<void> {
  await tx.query(
    `DELETE FROM studio_drafts d
      USING jsonb_to_recordset($2::jsonb) AS x(kind text, key text)
      WHERE d.pack_key = $1 AND d.item_kind = x.kind AND d.item_key = x.key`,
    [packKey, JSON.stringify(items)],
  );
}
