import type { Entity, EntityType } from '#common/api/journey/index.ts';

/** The label of each entity type, as the map and the cards show it (issue 3). */
export const ENTITY_TYPE_LABELS: Record<EntityType, string> = {
  module: 'MODULE',
  pit_stop: 'PIT STOP',
  focus: 'FOCUS',
  final_test: 'FINAL TEST',
  on_demand: 'ON DEMAND',
};

/**
 * The colour token of each type (spec 01 §9: focus green, pit stop blue, module orange, final
 * test red); on-demand items take the accent colour.
 */
export const ENTITY_TYPE_COLORS: Record<EntityType, string> = {
  module: 'var(--color-module)',
  pit_stop: 'var(--color-pit-stop)',
  focus: 'var(--color-focus-entity)',
  final_test: 'var(--color-final-test)',
  on_demand: 'var(--color-info)',
};

/** "1 h 05 min", "12 min", "45 s": a duration in seconds for people. */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${minutes} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')} min`;
}

/** "3/7 completate": the entity's completed resources over all of them. */
export function progressText(entity: Pick<Entity, 'num_completed_resources' | 'num_resources'>) {
  return `${entity.num_completed_resources}/${entity.num_resources} completate`;
}

/** The accessible state of an entity: locked, completed, or open. */
export function entityStateLabel(entity: Pick<Entity, 'unlocked' | 'completed'>): string {
  if (!entity.unlocked) return 'bloccato';
  return entity.completed ? 'completato' : 'disponibile';
}
