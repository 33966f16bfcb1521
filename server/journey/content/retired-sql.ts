/**
 * What is still content, in SQL (migration 021): an import retires what a newer pack no longer
 * has instead of deleting it with its students' records. A retired item is hidden from every
 * list and answers 404 when opened; completions, attempts, points, certificates and reports keep
 * pointing at it, so the queries of history do not use these conditions.
 */

/** The resource with alias `r` is live: neither it nor its section is retired. */
export const liveResourceSql = (r: string): string =>
  `${r}.retired_at IS NULL AND NOT EXISTS (
     SELECT 1 FROM sections retired_section
      WHERE retired_section.id = ${r}.section_id AND retired_section.retired_at IS NOT NULL)`;

/** The entity with alias `e` is live: neither it nor its level is retired. */
export const liveEntitySql = (e: string): string =>
  `${e}.retired_at IS NULL AND NOT EXISTS (
     SELECT 1 FROM levels retired_level
      WHERE retired_level.id = ${e}.level_id AND retired_level.retired_at IS NOT NULL)`;
