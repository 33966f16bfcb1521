import { DEFAULT_SCHOOL_TIME_ZONE } from '#common/format/swiss-italian.ts';
import { localDay } from '#common/progress/streak.ts';
import { hashPassword } from '../auth/passwords.ts';
import { countUsers, insertUser } from '../users/user-repository.ts';
import { notifyClassroomJoined } from '../notifications/notification-events.ts';
import {
  applyCheckedPack,
  checkPack,
  inImportTransaction,
  openPackFile,
  type CheckedPack,
} from '../content-packs/content-pack-service.ts';
import { DEMO_PACK_DIR } from '../content-packs/demo-pack.ts';
import type { StagedMedia } from '../content-packs/media-store.ts';
import type { Database, Queryable } from './database.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_CLASSMATES,
  DEMO_CLASSROOM_OWNER,
  DEMO_CLASSROOMS,
  DEMO_PASSWORD,
  DEMO_POOL_ACCOUNTS,
} from './demo-data.ts';
import { resourceIdsByKey } from './content-ids.ts';
import { seedDemoGameRounds } from './seed-demo-games.ts';
import { seedDemoAssignments } from './seed-demo-assignments.ts';
import {
  seedDemoPrivacyChoices,
  seedDemoProfiles,
  seedPoolProgress,
} from './seed-demo-profiles.ts';
import { seedDemoProgress } from './seed-demo-progress.ts';
import { seedDemoQuestions } from './seed-demo-questions.ts';
import { seedDemoSurveyResponses } from './seed-demo-surveys.ts';
import { seedLiveCourses } from './seed-live.ts';

/** Serialises seeding, so replicas starting together on an empty database seed it once. */
const SEED_LOCK_KEY = 727_002;

/** Where the demo pack's media go: the data directory's media folder (none in tests). */
export interface SeedOptions {
  mediaDir?: string;
}

/**
 * Seeds the demo data of DEMO.md when the database has no users; does nothing otherwise. The
 * content is the demo pack, imported as any pack is (its media into `mediaDir`).
 * @returns whether it seeded.
 */
export async function seedIfEmpty(
  db: Database,
  now = new Date(),
  options: SeedOptions = {},
): Promise<boolean> {
  // The usual start: data exists, no hash to spend.
  if ((await countUsers(db)) > 0) return false;
  // Hashed and checked before the transaction, so that a replica waiting for the lock does not
  // also wait for another's hash.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const demo = await checkedDemoPack(db);
  return inImportTransaction(db, demo, options.mediaDir, async (tx, staged) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if ((await countUsers(tx)) > 0) return false;
    await insertDemoData(tx, passwordHash, now, demo, staged);
    return true;
  });
}

/**
 * Deletes every user and what hangs off them, plus the sign-in throttle, then seeds again.
 * Ids are not restarted, so an access token issued before the reset names no user after it.
 */
export async function resetAndSeed(
  db: Database,
  now = new Date(),
  options: SeedOptions = {},
): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const demo = await checkedDemoPack(db);
  await inImportTransaction(db, demo, options.mediaDir, async (tx, staged) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    // Content goes too (progress, quizzes and questions cascade from users and content), and
    // every pack with it: the demo is imported again from nothing.
    await tx.exec(
      'DELETE FROM login_throttle; DELETE FROM users; DELETE FROM collections; DELETE FROM levels; DELETE FROM entities; DELETE FROM live_courses; DELETE FROM content_pack_imports;',
    );
    await insertDemoData(tx, passwordHash, now, demo, staged);
  });
}

async function checkedDemoPack(db: Database): Promise<CheckedPack> {
  return checkPack(db, await openPackFile(DEMO_PACK_DIR));
}

async function insertDemoData(
  tx: Queryable,
  passwordHash: string,
  now: Date,
  demo: CheckedPack,
  staged: StagedMedia | null,
): Promise<void> {
  const ids = new Map<string, string>();
  // Every account gets the same hash (one salt): hashing at full cost takes tens of
  // ms, and doing it once per account would make the first start seconds slower. The demo
  // password is public anyway, so a shared salt reveals nothing. Real accounts never share one.
  for (const account of [...DEMO_ACCOUNTS, ...DEMO_CLASSMATES, ...DEMO_POOL_ACCOUNTS]) {
    const id = await insertUser(tx, {
      email: account.email,
      name: account.name,
      role: account.role,
      isAdmin: account.isAdmin ?? false,
      passwordHash,
      passwordExpired: account.passwordExpired ?? false,
      schoolYear: account.schoolYear ?? null,
      // Only students have a journey to unlock; for the others the column stays empty.
      journeyUnlockedAt: account.role === 'student' && account.journeyUnlocked ? now : null,
    });
    ids.set(account.email, id);
  }
  const ownerId = requireId(ids, DEMO_CLASSROOM_OWNER);
  for (const classroom of DEMO_CLASSROOMS) {
    const rows = await tx.query<{ id: string }>(
      'INSERT INTO classrooms (professor_id, name, archived) VALUES ($1, $2, $3) RETURNING id::text AS id',
      [ownerId, classroom.name, classroom.archived],
    );
    const classroomId = rows[0]?.id;
    for (const student of classroom.students) {
      await tx.query(
        'INSERT INTO classroom_students (classroom_id, student_id, state) VALUES ($1, $2, $3)',
        [classroomId ?? null, requireId(ids, student.email), student.state],
      );
    }
    for (const email of classroom.pendingInvitations) {
      await tx.query(
        'INSERT INTO classroom_invitations (classroom_id, student_id) VALUES ($1, $2)',
        [classroomId ?? null, requireId(ids, email)],
      );
    }
  }
  // The content (the demo pack, as any school's pack is imported), then studente2's progress
  // (which completes quiz resources, so the quizzes must exist first).
  await applyCheckedPack(tx, demo, { importedBy: null, now, staged });
  const content = demo.manifest;
  const contentIds = { resources: await resourceIdsByKey(tx) };
  await seedDemoProgress(tx, content, contentIds, requireId(ids, 'studente2@demo.test'), now);
  await seedPoolProgress(tx, content, contentIds, ids, now);
  await seedDemoProfiles(tx, ids);
  await seedDemoPrivacyChoices(tx);
  await seedAdminMessages(tx, requireId(ids, 'admin@demo.test'), now);
  await seedNotifications(tx, requireId(ids, 'studente2@demo.test'), now);
  await seedDemoAssignments(tx, ownerId, now);
  const names = new Map(
    [...DEMO_ACCOUNTS, ...DEMO_CLASSMATES, ...DEMO_POOL_ACCOUNTS].map((a) => [a.email, a.name]),
  );
  await seedDemoQuestions(tx, ids, names, now);
  await seedLiveCourses(tx, ids, now);
  await seedDemoSurveyResponses(
    tx,
    ids,
    DEMO_POOL_ACCOUNTS.map((account) => account.email),
    now,
  );
  await seedDemoGameRounds(tx, ids, now);
  // DEMO.md: studente2's streak was updated today (four days in a row).
  await tx.query(
    'INSERT INTO user_streaks (user_id, counter, last_day, updated_at) VALUES ($1, 4, $2::date, $3)',
    [requireId(ids, 'studente2@demo.test'), localDay(now, DEFAULT_SCHOOL_TIME_ZONE), now],
  );
}

/** DEMO.md: admin messages of every kind (the info one with a link), published by the admin. */
async function seedAdminMessages(tx: Queryable, adminId: string, now: Date): Promise<void> {
  const messages: Array<[kind: string, message: string, link: string | null]> = [
    [
      'error',
      'Sabato dalle 8:00 alle 10:00 la piattaforma sarà in manutenzione e non raggiungibile.',
      null,
    ],
    ['warning', "Ricordati di aggiornare il tuo anno scolastico all'inizio di settembre.", null],
    [
      'info',
      'A dicembre arrivano i nuovi corsi live su sicurezza informatica e cloud.',
      'https://example.org/tech-journey/corsi-live',
    ],
  ];
  for (const [kind, message, link] of messages) {
    await tx.query(
      `INSERT INTO admin_messages (kind, message, link, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [kind, message, link, adminId, now],
    );
  }
}

/**
 * DEMO.md: studente2's system notifications. Completing the seeded progress (above) already
 * told her of her certificates and titles, unread; this adds the older, read notice of joining
 * 4B, made by the same event function the classrooms use.
 */
async function seedNotifications(tx: Queryable, studentId: string, now: Date): Promise<void> {
  const [room] = await tx.query<{ id: string }>(
    "SELECT id::text AS id FROM classrooms WHERE name = '4B Informatica'",
  );
  const joinedAt = new Date(now.getTime() - 7 * 24 * 3600 * 1000);
  await notifyClassroomJoined(tx, { studentId, classroomId: room!.id, now: joinedAt });
  await tx.query(
    "UPDATE notifications SET read_at = created_at WHERE user_id = $1 AND event_key LIKE 'classroom-joined:%'",
    [studentId],
  );
}

function requireId(ids: Map<string, string>, email: string): string {
  const id = ids.get(email);
  if (!id) throw new Error(`Demo data names an unknown account: ${email}`);
  return id;
}
