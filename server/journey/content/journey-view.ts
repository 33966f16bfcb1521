import { HIDDEN_LEVEL_ORDER_NUM, type Entity, type Level } from '#common/api/journey/entity.ts';
import type { Queryable } from '../../db/database.ts';
import { openedByProfessor } from '../progress/opened-by-professor.ts';
import { unlockedEntityIds } from '../progress/unlocking.ts';
import { contentCache } from './content-cache.ts';
import { readContentVersion } from './content-repository.ts';
import { levelRowsExcept } from './content-repository.ts';
import { loadEntityRows, toEntity, type EntityRow } from './entity-rows.ts';
import type { Viewer } from './viewer.ts';

/** One entity as a viewer sees it. */
export interface ViewedEntity {
  row: EntityRow;
  entity: Entity;
  /** In a visible level or on demand; entities of the hidden level are not. */
  visible: boolean;
}

/** The whole journey as one viewer sees it: visible levels in order, and every entity. */
export interface JourneyView {
  levels: Level[];
  /** Entities of the visible levels along the path, then on-demand ones. */
  ordered: ViewedEntity[];
  byHexId: ReadonlyMap<string, ViewedEntity>;
  byDbId: ReadonlyMap<string, ViewedEntity>;
}

/** The visible levels in order, read once per content version. */
const visibleLevels = contentCache((db) => levelRowsExcept(db, HIDDEN_LEVEL_ORDER_NUM));

/**
 * The journey with the viewer's progress, after the unlocking rule. The content comes from
 * memory (content-cache.ts); per call only the viewer's progress and what professors opened for them are read.
 */
export async function loadJourneyView(
  db: Queryable,
  viewer: Viewer,
  contentVersion?: string,
): Promise<JourneyView> {
  const version = contentVersion ?? (await readContentVersion(db));
  const levelRows = await visibleLevels.get(db, version);
  const rows = await loadEntityRows(db, viewer.progressUserId, version);
  const rowsOfLevel = (levelId: string) => rows.filter((row) => row.level_id === levelId);
  const open = unlockedEntityIds(
    levelRows.map((level) => ({
      entities: rowsOfLevel(level.id).map((row) => ({
        id: row.db_id,
        type: row.type,
        completed: row.completed,
      })),
    })),
    {
      seesEverything: viewer.seesEverything,
      openedByProfessor: viewer.progressUserId
        ? await openedByProfessor(db, viewer.progressUserId, viewer.now)
        : undefined,
    },
  );
  const visibleLevelIds = new Set(levelRows.map((level) => level.id));
  const view = (row: EntityRow): ViewedEntity => {
    const visible = row.level_id === null || visibleLevelIds.has(row.level_id);
    // On-demand entities are outside the path and always open.
    const unlocked = viewer.seesEverything || row.level_id === null || open.has(row.db_id);
    return { row, visible, entity: toEntity(row, unlocked) };
  };
  const all = rows.map(view);
  const byDbId = new Map(all.map((viewed) => [viewed.row.db_id, viewed]));
  const levels: Level[] = levelRows.map((level) => ({
    id: level.id,
    title: level.title,
    order_num: level.order_num,
    download_materials_link: level.download_materials_link,
    entities: rowsOfLevel(level.id).map((row) => byDbId.get(row.db_id)!.entity),
  }));
  const ordered = [
    ...levelRows.flatMap((level) => rowsOfLevel(level.id).map((row) => byDbId.get(row.db_id)!)),
    ...all.filter((viewed) => viewed.row.level_id === null),
  ];
  return {
    levels,
    ordered,
    byHexId: new Map(all.map((viewed) => [viewed.row.hex_id, viewed])),
    byDbId,
  };
}

/**
 * Whether the viewer may open this entity's content: students only open, visible entities;
 * other roles any entity (final tests through module-detail are refused by that route).
 */
export function mayOpen(viewer: Viewer, viewed: ViewedEntity | undefined): viewed is ViewedEntity {
  if (!viewed) return false;
  if (viewer.seesEverything) return true;
  return viewed.visible && viewed.entity.unlocked;
}
