import { hashPassword } from '../../../server/auth/passwords.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/open-database.ts';
import { seedIfEmpty } from '../../../server/db/seed.ts';
import { insertUser } from '../../../server/users/user-repository.ts';

export const BENCH_PASSWORD = 'Scuola2026!';
export const benchStudentEmail = (index: number): string => `bench.studente${index}@scuola.test`;

/**
 * Prepares a database as the server would (migrations, demo seed) and adds `students` students
 * of one school with the journey unlocked, through the project's own code. They share one
 * password hash, computed once: hashing a thousand passwords would only slow the set-up, and
 * the server still verifies each sign-in against the stored hash.
 */
export async function seedSchool(
  target: { dataDir?: string; databaseUrl?: string },
  students: number,
): Promise<void> {
  const db = await openDatabase({ dataDir: target.dataDir ?? '', databaseUrl: target.databaseUrl });
  try {
    await migrate(db);
    await seedIfEmpty(db);
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const now = new Date();
    await db.transaction(async (tx) => {
      for (let index = 0; index < students; index++) {
        await insertUser(tx, {
          email: benchStudentEmail(index),
          name: `Studente ${index}`,
          role: 'student',
          passwordHash,
          journeyUnlockedAt: now,
        });
      }
    });
  } finally {
    await db.close();
  }
}

/**
 * Answers saved in the bench students' attempts, counted once the server has stopped: the bench
 * compares them with what each student saved, so a lost answer shows.
 */
export async function countSavedAnswers(target: {
  dataDir?: string;
  databaseUrl?: string;
}): Promise<number> {
  const db = await openDatabase({ dataDir: target.dataDir ?? '', databaseUrl: target.databaseUrl });
  try {
    const [row] = await db.query<{ count: number }>(
      `SELECT count(DISTINCT (aa.attempt_id, aa.question_id))::int AS count
         FROM attempt_answers aa
         JOIN quiz_attempts qa ON qa.id = aa.attempt_id
         JOIN users u ON u.id = qa.user_id
        WHERE u.email LIKE 'bench.studente%'`,
    );
    return row?.count ?? 0;
  } finally {
    await db.close();
  }
}
