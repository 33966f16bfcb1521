import type { Queryable } from '../db/database.ts';

/**
 * Adds an entity to a student's to-do list; false when it was already there (the caller's 409).
 * `entityDbId` is the entity's database id, already checked visible by the caller.
 */
export async function insertTodo(
  db: Queryable,
  { userId, entityDbId, savedAt }: { userId: string; entityDbId: string; savedAt: Date },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO todolist (user_id, entity_id, saved_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING entity_id`,
    [userId, entityDbId, savedAt],
  );
  return rows.length > 0;
}

/** Removes an entity (by hexadecimal id) from a student's list; false when it was not there. */
export async function deleteTodo(db: Queryable, userId: string, hexId: string): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM todolist WHERE user_id = $1
       AND entity_id = (SELECT e.id FROM entities e WHERE e.hex_id = $2) RETURNING entity_id`,
    [userId, hexId],
  );
  return rows.length > 0;
}
