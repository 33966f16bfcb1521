import type { Level } from '#common/api/journey/index.ts';

/**
 * The level the map opens on: the one asked for when it exists, else the first level with an
 * open entity still to complete (where the user is travelling), else the first level.
 */
export function pickLevel(levels: readonly Level[], requestedId: string | null): Level | null {
  const requested = levels.find((level) => level.id === requestedId);
  if (requested) return requested;
  const travelling = levels.find((level) =>
    level.entities.some((entity) => entity.unlocked && !entity.completed),
  );
  return travelling ?? levels[0] ?? null;
}
