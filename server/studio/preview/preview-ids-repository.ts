import type { Queryable } from '../../db/database.ts';

/** The content tables whose rows a preview may create (what applying a pack inserts into). */
const CONTENT_TABLES = [
  'levels',
  'entities',
  'sections',
  'resources',
  'quizzes',
  'quiz_questions',
  'quiz_answers',
  'collections',
  'live_courses',
  'live_episodes',
  'live_quizzes',
  'live_quiz_questions',
  'live_quiz_answers',
] as const;

/**
 * The first id of a row a preview creates: far above any real id, and below 2^53 so it stays
 * exact in JavaScript.
 */
export const PREVIEW_FIRST_ID = 900_000_000_000_001;

/**
 * Restarts the id sequences of the content tables at PREVIEW_FIRST_ID inside the preview's
 * transaction. Without this, a sequence (which a rollback does not give back) would hand a new
 * lesson of the draft another id on every request, and the link from the previewed module page
 * to it would lead nowhere. Restarting is transactional: the rollback restores each sequence,
 * and until then only other writers of these tables (imports, publishing) wait; readers do not.
 */
export async function restartContentIds(tx: Queryable): Promise<void> {
  const rows = await tx.query<{ sequence: string | null }>(
    `SELECT pg_get_serial_sequence(name, 'id') AS sequence
       FROM unnest(string_to_array($1, ',')) AS name`,
    [CONTENT_TABLES.join(',')],
  );
  for (const { sequence } of rows) {
    // The names come from the catalogue for our own constant tables; the check only guards
    // the statement, which cannot take its name as a parameter.
    if (sequence === null || !/^[\w."]+$/.test(sequence)) continue;
    await tx.exec(`ALTER SEQUENCE ${sequence} RESTART WITH ${PREVIEW_FIRST_ID}`);
  }
}
