import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateVerificationSchema } from '#common/api/privacy/privacy.ts';
import { startPlatformServer, type PlatformServer } from '../start.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { loadMigrations } from './migrate.ts';
import { loadUpgradeFixture, type UpgradeFixture } from './upgrade-fixture/load-upgrade-fixture.ts';
import {
  SELF_CHANGING_TABLES,
  UPGRADE_CHAT_ROOM,
  UPGRADE_STUDENT,
  countAllTables,
  readHttpFacts,
  signIn,
} from './upgrade-fixture/upgrade-facts.ts';

// Issue 28 §2: a database the previous release made (server/db/upgrade-fixture, made by that
// release's own code) is opened by this release's server: every row is still there and it works.
describe(`upgrading from the previous release (${TEST_ENGINE})`, () => {
  let fixture: UpgradeFixture;
  let server: PlatformServer | undefined;
  let base: string;

  beforeAll(async () => {
    fixture = await loadUpgradeFixture();
    server = await startPlatformServer({
      port: 0,
      host: '127.0.0.1',
      webDir: '/nonexistent/tech-journey-web',
      ...fixture.startOptions,
    });
    base = server.url.replace(/\/$/, '');
  });
  afterAll(async () => {
    await server?.close();
    await fixture?.drop();
  });

  it('was made by an older release: it lacks migrations this one has', async () => {
    const all = (await loadMigrations()).map((migration) => migration.name);
    expect(fixture.facts.migrations.length).toBeGreaterThan(0);
    expect(all.slice(0, fixture.facts.migrations.length)).toEqual(fixture.facts.migrations);
    expect(all.length).toBeGreaterThan(fixture.facts.migrations.length);
  });

  it('shows the student and the professor what they saw before the upgrade', async () => {
    const before = fixture.facts.http;
    const after = await readHttpFacts(base);
    expect(withoutParticipation(after)).toEqual(withoutParticipation(before));
    // Not a vacuous comparison: the fixture holds real progress, certificates, classes and chat.
    expect(before.points).toBeGreaterThan(0);
    expect(before.completedEntities.length).toBeGreaterThan(0);
    expect(before.certificates.length).toBeGreaterThan(0);
    expect(before.classrooms.map((c) => c.name)).toContain('5B Upgrade');
    expect(before.chatMessages).toBeGreaterThan(0);
  });

  it('still verifies every certificate code the old release printed', async () => {
    expect(fixture.facts.certificateCodes.length).toBeGreaterThan(0);
    for (const code of fixture.facts.certificateCodes) {
      const answer = await fetch(`${base}/api/tj/certificates/verify/${code}`);
      expect(answer.status).toBe(200);
      const stated = certificateVerificationSchema.parse(await answer.json());
      expect(stated).toMatchObject({ code, state: 'valid' });
    }
  });

  it('keeps working: the student posts in the chat and reads it back', async () => {
    const student = await signIn(base, UPGRADE_STUDENT);
    const chat = await student.json<{ data: { userId: string; authToken: string } }>(
      'POST',
      '/api/tj/chat/login',
    );
    const headers = { 'x-auth-token': chat.data.authToken, 'x-user-id': chat.data.userId };
    await student.json(
      'POST',
      '/api/chat/api/v1/chat.postMessage',
      { roomId: UPGRADE_CHAT_ROOM, text: 'Dopo l’aggiornamento' },
      headers,
    );
    const history = await student.json<{ messages: Array<{ msg: string }> }>(
      'GET',
      `/api/chat/api/v1/channels.history?roomId=${UPGRADE_CHAT_ROOM}&count=100`,
      undefined,
      headers,
    );
    expect(history.messages).toHaveLength(fixture.facts.http.chatMessages + 1);
    expect(history.messages.map((m) => m.msg)).toContain('Dopo l’aggiornamento');
  });

  // Last: PGlite's data directory has one owner, so the server stops before the rows are read.
  it('applied every migration and kept every row of every table', async () => {
    await server!.close();
    server = undefined;
    const db = await fixture.open();
    try {
      const applied = await db.query<{ name: string }>(
        'SELECT name FROM schema_migrations ORDER BY name',
      );
      expect(applied.map((row) => row.name)).toEqual(
        (await loadMigrations()).map((migration) => migration.name),
      );
      const now = await countAllTables(db);
      for (const [table, rows] of Object.entries(fixture.facts.tables)) {
        if (SELF_CHANGING_TABLES.has(table)) continue;
        // The one chat message the previous test posted is this release's own row.
        const added = table === 'chat_messages' ? 1 : 0;
        expect({ table, rows: now[table] }).toEqual({ table, rows: rows + added });
      }
      const codes = await db.query<{ code: string }>(
        'SELECT code FROM issued_certificates ORDER BY code',
      );
      expect(codes.map((row) => row.code)).toEqual(fixture.facts.certificateCodes);
    } finally {
      await db.close();
    }
  });
});

/**
 * The facts without participation certificates: one is earned against the minutes broadcast by
 * the episodes ended so far (server/live/participation-certificates.ts), and the demo's episode
 * "live for the hour after seeding" ends after the fixture was made, so that share moves with
 * the clock, not with the upgrade. The codes it issued are still checked (next test).
 */
function withoutParticipation<T extends { certificates: Array<{ kind: string }> }>(facts: T): T {
  return {
    ...facts,
    certificates: facts.certificates.filter((certificate) => certificate.kind !== 'participation'),
  };
}
