import type { PackItemKind } from '#common/api/content-packs/content-packs.ts';

/** What each kind of item of a pack is called on the page. */
export const PACK_ITEM_KIND_LABELS: Readonly<Record<PackItemKind, string>> = {
  level: 'Livello',
  entity: 'Attività',
  resource: 'Risorsa',
  collection: 'Percorso',
  live_course: 'Corso live',
  episode: 'Episodio',
  live_quiz: 'Quiz live',
};
