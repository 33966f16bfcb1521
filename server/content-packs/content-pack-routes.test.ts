import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  packImportRecordSchema,
  packImportResultSchema,
  packPlanSchema,
} from '#common/api/content-packs/content-packs.ts';
import { multipartFile } from '../classrooms/upload-test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { useOwnTmpdir } from './upload-folders.test-helper.ts';
import { signedInClient } from '../testing/signed-in-client.ts';
import { testManifest, testPackZip, TEST_VIDEO } from './content-pack-test-pack.ts';
import { DEMO_PACK_DIR } from './demo-pack.ts';

const ADMIN = 'admin@demo.test';
const BASE = '/tech-journey/content-packs';

describe(`content pack routes (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof signedInClient>;
  const leftoverUploads = useOwnTmpdir();
  let dataDir: string;
  /** The seed's own import of the demo pack. */
  let seededImports: number;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tj-content-routes-'));
    t = await createTestApp({ config: { dataDir } });
    // The test seed writes no media; an export names the demo pack's, as a started server has.
    await cp(join(DEMO_PACK_DIR, 'media'), join(dataDir, 'media'), {
      recursive: true,
      filter: (source) => !/\.(md|sh)$/.test(source),
    });
    c = signedInClient(t);
    seededImports = await importCount();
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = async (email: string, path: string, zip: Buffer, field = 'pack') => {
    const { payload, headers } = multipartFile('pacchetto.zip', zip, {
      field,
      contentType: 'application/zip',
    });
    return c.call('POST', email, `${BASE}${path}`, payload, headers);
  };
  const importCount = async () =>
    Number(
      (await t.db.query<{ n: string }>('SELECT count(*)::text AS n FROM content_pack_imports'))[0]!
        .n,
    );
  const entityKeys = async () =>
    (await t.db.query<{ key: string }>('SELECT key FROM entities WHERE retired_at IS NULL')).map(
      (row) => row.key,
    );

  it('answers 403 to everyone without the admin flag', async () => {
    const zip = await testPackZip();
    for (const email of ['docente@demo.test', 'studente2@demo.test']) {
      expect((await upload(email, '/dry-run', zip)).statusCode).toBe(403);
      expect((await upload(email, '/import', zip)).statusCode).toBe(403);
      expect((await c.get(email, `${BASE}/export`)).statusCode).toBe(403);
      expect((await c.get(email, `${BASE}/imports`)).statusCode).toBe(403);
    }
    expect(await importCount()).toBe(seededImports);
  });

  it('a dry run lists what the import would add and writes nothing', async () => {
    const answer = await upload(ADMIN, '/dry-run', await testPackZip());
    expect(answer.statusCode).toBe(200);
    const plan = packPlanSchema.parse(answer.json());
    expect(plan.pack).toMatchObject({ key: 'scuola-rossi', version: '1' });
    expect(plan.added).toContainEqual({
      kind: 'entity',
      key: 'scuola-rossi-git',
      title: 'Git per la classe',
    });
    expect(plan.media).toEqual({ files: 1, bytes: TEST_VIDEO.length });
    expect(await importCount()).toBe(seededImports);
    expect(await entityKeys()).not.toContain('scuola-rossi-git');
    expect(await leftoverUploads()).toEqual([]);
  });

  it('a refused pack is 422 with every problem at its place, and changes nothing', async () => {
    const before = await entityKeys();
    const zip = await testPackZip(testManifest({ video: 'assente.mp4' }));
    for (const path of ['/dry-run', '/import']) {
      const answer = await upload(ADMIN, path, zip);
      expect(answer.statusCode).toBe(422);
      const details = Object.entries(answer.json().details as Record<string, string>);
      expect(details).toContainEqual([
        expect.stringMatching(/^levels\[0\]\.entities\[0\]/),
        expect.stringContaining('«assente.mp4»'),
      ]);
    }
    expect(await entityKeys()).toEqual(before);
    expect(await importCount()).toBe(seededImports);
    expect(await leftoverUploads()).toEqual([]);
  });

  it('a file that is not a pack, a missing part and a non-multipart body are 422', async () => {
    expect((await upload(ADMIN, '/dry-run', Buffer.from('non è uno zip'))).statusCode).toBe(422);
    expect((await upload(ADMIN, '/dry-run', await testPackZip(), 'file')).statusCode).toBe(422);
    expect((await c.post(ADMIN, `${BASE}/import`, { pack: 'x' })).statusCode).toBe(422);
    expect(await leftoverUploads()).toEqual([]);
  });

  it('imports once, changes nothing the second time, and lists the import', async () => {
    const zip = await testPackZip();
    const first = await upload(ADMIN, '/import', zip);
    expect(first.statusCode).toBe(200);
    expect(packImportResultSchema.parse(first.json()).imported).toBe(true);
    expect(await entityKeys()).toContain('scuola-rossi-git');
    expect(await readdir(join(dataDir, 'media'))).toContain('git-intro.mp4');

    const second = packImportResultSchema.parse((await upload(ADMIN, '/import', zip)).json());
    expect(second.imported).toBe(false);
    expect(second.added).toEqual([]);

    const imports = z
      .array(packImportRecordSchema)
      .parse((await c.get(ADMIN, `${BASE}/imports`)).json());
    expect(imports).toHaveLength(seededImports + 1);
    const ours = imports.filter((record) => record.pack_key === 'scuola-rossi');
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({ pack_version: '1', added: expect.any(Number) });
    expect(ours[0]!.imported_by).not.toBeNull();
    expect(await leftoverUploads()).toEqual([]);
  });

  it('exports the current content as a dated pack ZIP holding its media', async () => {
    const answer = await c.get(ADMIN, `${BASE}/export`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="contenuti-Tech-Journey-\d{2}\.\d{2}\.\d{4}\.zip"/,
    );
    const zip = await JSZip.loadAsync(answer.rawPayload);
    const manifest = JSON.parse(await zip.file('manifest.json')!.async('string')) as {
      levels: Array<{ entities: Array<{ key: string }> }>;
    };
    expect(manifest.levels.flatMap((level) => level.entities.map((e) => e.key))).toContain(
      'scuola-rossi-git',
    );
    expect(await zip.file('media/git-intro.mp4')!.async('nodebuffer')).toEqual(TEST_VIDEO);
  });
});
