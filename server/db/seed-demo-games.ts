import type { Queryable } from './database.ts';

/** [e-mail, score, right answers] of a finished round each, a day before the seed. */
const DEMO_ROUNDS: ReadonlyArray<[string, number, number]> = [
  ['giulia.rossi@demo.test', 164, 9],
  ['matteo.romano@demo.test', 131, 8],
  ['francesca.greco@demo.test', 97, 6],
];

/**
 * Issue 15: a few rounds of "Terminale a tempo" by classmates, so the games' leaderboard (in
 * development) has someone to beat. Rounds only: their tasks are of no interest once played.
 */
export async function seedDemoGameRounds(
  tx: Queryable,
  ids: ReadonlyMap<string, string>,
  now: Date,
): Promise<void> {
  for (const [index, [email, score, correct]] of DEMO_ROUNDS.entries()) {
    const userId = ids.get(email);
    if (!userId) throw new Error(`Demo game round of an unknown account: ${email}`);
    const startedAt = new Date(now.getTime() - 24 * 3600_000 + index * 120_000);
    await tx.query(
      `INSERT INTO game_rounds
         (user_id, started_at, ends_at, score, correct_count, answered_count)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [userId, startedAt, new Date(startedAt.getTime() + 60_000), score, correct, correct + 2],
    );
  }
}
