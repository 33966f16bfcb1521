import type { ContentPackManifest } from '#common/content-pack/manifest.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { readContentRows } from '../../content-packs/content-read-repository.ts';
import { contentFromRows } from '../../content-packs/current-content.ts';
import { applyPlan } from '../../content-packs/pack-apply.ts';
import { planChanges } from '../../content-packs/pack-plan.ts';
import { restartContentIds } from './preview-ids-repository.ts';

/** A pack's published content with all its drafts applied; null: no such pack. */
export type DraftManifestLoader = (
  db: Queryable,
  packKey: string,
) => Promise<ContentPackManifest | null>;

/** Carries the read's answer out of the transaction, whose rollback it causes. */
class RolledBack<T> {
  readonly value: T;
  constructor(value: T) {
    this.value = value;
  }
}

/**
 * Runs `read` on a transaction in which the pack's draft was applied to the published content
 * with the packs' own plan and apply, then rolls the transaction back: nothing persists, and no
 * other request ever sees the draft (the content cache keys by the transaction object, so its
 * values live and die with it). What the draft adds gets the same ids on every request
 * (restartContentIds), so the previewed pages link to each other. An unknown pack is 404.
 */
export async function readWithDraft<T>(
  db: Database,
  options: { packKey: string; loadDraft: DraftManifestLoader; now: Date },
  read: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      const manifest = await options.loadDraft(tx, options.packKey);
      if (!manifest) throw notFound();
      await restartContentIds(tx);
      const current = contentFromRows(await readContentRows(tx), options.packKey);
      await applyPlan(tx, manifest, planChanges(current, manifest), options.now);
      // Throwing is the one way Database.transaction rolls back.
      throw new RolledBack(await read(tx));
    });
  } catch (outcome) {
    if (outcome instanceof RolledBack) return outcome.value as T;
    throw outcome;
  }
  throw new Error('A preview transaction committed');
}
