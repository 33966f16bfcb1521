import type { PackImportRecord } from '#common/api/content-packs/content-packs.ts';
import type { Queryable } from '../db/database.ts';

/** Serialises imports (and the seed's), so two admins importing at once apply one after the other. */
const IMPORT_LOCK_KEY = 727_023;

export async function lockImports(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK_KEY]);
}

export async function recordImport(
  tx: Queryable,
  input: {
    pack: { key: string; title: string; version: string };
    formatVersion: number;
    manifestDigest: string;
    importedBy: string | null;
    now: Date;
    summary: { added: number; changed: number; retired: number; media: number };
    mediaBatch: string | null;
    /** 'studio': a publication of drafts, not a pack's file. */
    source?: 'pack' | 'studio';
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO content_pack_imports (pack_key, pack_title, pack_version, format_version,
       manifest_digest, imported_by, imported_at, summary, media_batch, source)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10)`,
    [
      input.pack.key,
      input.pack.title,
      input.pack.version,
      input.formatVersion,
      input.manifestDigest,
      input.importedBy,
      input.now,
      JSON.stringify(input.summary),
      input.mediaBatch,
      input.source ?? 'pack',
    ],
  );
}

/** The imports, newest first, with who made them (null: the seed, the CLI, or a deleted user). */
export async function listImports(db: Queryable): Promise<PackImportRecord[]> {
  const rows = await db.query<{
    id: string;
    pack_key: string;
    pack_title: string;
    pack_version: string;
    format_version: number;
    imported_at: Date;
    imported_by: string | null;
    summary: { added: number; changed: number; retired: number };
  }>(
    `SELECT i.id::text AS id, i.pack_key, i.pack_title, i.pack_version, i.format_version,
            i.imported_at, u.name AS imported_by, i.summary
       FROM content_pack_imports i LEFT JOIN users u ON u.id = i.imported_by
      ORDER BY i.imported_at DESC, i.id DESC`,
  );
  return rows.map((row) => ({
    id: row.id,
    pack_key: row.pack_key,
    pack_title: row.pack_title,
    pack_version: row.pack_version,
    format_version: Number(row.format_version),
    imported_at: new Date(row.imported_at).toISOString(),
    imported_by: row.imported_by,
    added: row.summary.added,
    changed: row.summary.changed,
    retired: row.summary.retired,
  }));
}

/**
 * The newest import or publication of a pack: its header names the pack in an export and in
 * the studio, which also says when and by whom it was last published.
 */
export async function latestImportOf(
  db: Queryable,
  packKey: string,
): Promise<{
  pack_title: string;
  pack_version: string;
  imported_at: Date;
  imported_by: string | null;
} | null> {
  const [row] = await db.query<{
    pack_title: string;
    pack_version: string;
    imported_at: Date;
    imported_by: string | null;
  }>(
    `SELECT i.pack_title, i.pack_version, i.imported_at, u.name AS imported_by
       FROM content_pack_imports i LEFT JOIN users u ON u.id = i.imported_by
      WHERE i.pack_key = $1
      ORDER BY i.imported_at DESC, i.id DESC LIMIT 1`,
    [packKey],
  );
  return row ?? null;
}

export async function isMediaBatchCommitted(db: Queryable, batch: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM content_pack_imports WHERE media_batch = $1', [batch]);
  return rows.length > 0;
}
