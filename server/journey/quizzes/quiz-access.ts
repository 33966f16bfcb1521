import type { AccessClaims } from '../../../common/auth/claims.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { unlockedEntityIds, type PathLevel } from '../progress/unlocking.ts';
import { findQuiz, type StoredQuiz } from './quiz-repository.ts';

/** Order number of the hidden level: no student path goes through it. */
const HIDDEN_LEVEL_ORDER = 20;

/**
 * Whether the caller may open an entity, by the journey's one unlocking rule: students only
 * unlocked entities; every other role sees everything; on-demand entities are always open.
 */
export async function mayOpenEntity(
  db: Queryable,
  caller: Pick<AccessClaims, 'user_id' | 'role'>,
  entityId: string,
): Promise<boolean> {
  if (caller.role !== 'student') return true;
  const rows = await db.query<{
    id: string;
    type: string;
    level_id: string | null;
    level_order: number | null;
    completed: boolean;
  }>(
    `SELECT e.id::text AS id, e.type, e.level_id::text AS level_id, l.order_num AS level_order,
            (p.entity_id IS NOT NULL) AS completed
       FROM entities e
       LEFT JOIN levels l ON l.id = e.level_id
       LEFT JOIN entity_progress p ON p.entity_id = e.id AND p.user_id = $1
      ORDER BY l.order_num, l.id, e.order_num, e.id`,
    [caller.user_id],
  );
  const target = rows.find((row) => row.id === entityId);
  if (!target) return false;
  if (target.level_id === null) return true;
  const levels = new Map<string, PathLevel & { entities: PathLevel['entities'][number][] }>();
  for (const row of rows) {
    if (row.level_id === null || Number(row.level_order) === HIDDEN_LEVEL_ORDER) continue;
    const level = levels.get(row.level_id) ?? { entities: [] };
    level.entities.push({ id: row.id, type: row.type, completed: row.completed });
    levels.set(row.level_id, level);
  }
  return unlockedEntityIds([...levels.values()], { seesEverything: false }).has(entityId);
}

/**
 * The quiz, when it exists and the caller may open its entity; otherwise 404 (a locked quiz
 * looks exactly like a missing one, so ids cannot be probed). `finalTestOnly`: the tests/*
 * routes serve only the quizzes of final tests.
 */
export async function quizVisibleTo(
  db: Queryable,
  caller: Pick<AccessClaims, 'user_id' | 'role'>,
  quizId: string,
  options: { finalTestOnly?: boolean } = {},
): Promise<StoredQuiz> {
  const quiz = await findQuiz(db, quizId);
  if (!quiz) throw notFound();
  if (options.finalTestOnly && quiz.entityType !== 'final_test') throw notFound();
  if (!(await mayOpenEntity(db, caller, quiz.entityId))) throw notFound();
  return quiz;
}
