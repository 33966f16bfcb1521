/**
 * Badges come from content: an entity with num_badges = n gives n badges when completed. A badge
 * id on the wire is the entity's hexadecimal id and the badge's number, "<hex_id>-<n>".
 */
export const BADGE_ID_PATTERN = /^([0-9a-f]{24})-([1-9]\d?)$/;

export function badgeId(entityHexId: string, number: number): string {
  return `${entityHexId}-${number}`;
}

export function parseBadgeId(id: string): { entityHexId: string; number: number } | null {
  const match = BADGE_ID_PATTERN.exec(id);
  return match ? { entityHexId: match[1]!, number: Number(match[2]) } : null;
}

/** The badge's name: the entity's title, numbered when the entity gives more than one. */
export function badgeName(entityTitle: string, number: number, count: number): string {
  const levels = ['Base', 'Avanzato', 'Esperto'];
  return count > 1 ? `${entityTitle} · ${levels[number - 1] ?? `Livello ${number}`}` : entityTitle;
}
