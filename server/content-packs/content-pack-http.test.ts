import { readFile } from 'node:fs/promises';
import type { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { multipartFile } from '../classrooms/upload-test-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { TEST_ENGINE } from '../testing/test-database.ts';
import { useOwnTmpdir } from './upload-folders.test-helper.ts';
import { signedInClient } from '../testing/signed-in-client.ts';
import * as service from './content-pack-service.ts';

/**
 * The HTTP side alone, with the service faked: what reaches it, that the upload is a file on disk
 * while it runs and gone afterwards, that the pack is always closed, and how a refusal and an
 * export's failure are answered. content-pack-routes.test.ts runs the same routes on the real core.
 */
// The calls of the routes are fakes; the rest of the service stays real (the seed imports the demo
// pack through it, before any test sets a fake: until then each fake runs the real function).
vi.mock(import('./content-pack-service.ts'), async (importOriginal) => {
  const actual = await importOriginal();
  return {
    ...actual,
    openPackFile: vi.fn(actual.openPackFile),
    planImport: vi.fn(actual.planImport),
    importPack: vi.fn(actual.importPack),
    exportPack: vi.fn(actual.exportPack),
    listImports: vi.fn(actual.listImports),
  };
});

const fake = vi.mocked(service);
const ADMIN = 'admin@demo.test';
const BASE = '/tech-journey/content-packs';
const PLAN = {
  pack: { key: 'scuola', title: 'Scuola', version: '1', format_version: 2 },
  added: [{ kind: 'entity' as const, key: 'git', title: 'Git' }],
  changed: [],
  retired: [],
  media: { files: 0, bytes: 0 },
};

describe(`content pack routes over HTTP, service faked (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof signedInClient>;
  const leftoverUploads = useOwnTmpdir();
  let closed: number;
  let seen: { path: string; bytes: Buffer } | null;
  beforeAll(async () => {
    t = await createTestApp();
    c = signedInClient(t);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    vi.resetAllMocks();
    closed = 0;
    seen = null;
    fake.openPackFile.mockImplementation(async (path) => {
      seen = { path, bytes: await readFile(path) };
      return {
        manifestText: '{}',
        media: new Map(),
        close: async () => {
          closed += 1;
        },
      };
    });
  });

  const upload = (path: string, content: string, field = 'pack') => {
    const { payload, headers } = multipartFile('pacchetto.zip', content, { field });
    return c.call('POST', ADMIN, `${BASE}${path}`, payload, headers);
  };

  it('streams the upload to a temporary file, plans, closes the pack and deletes the file', async () => {
    fake.planImport.mockResolvedValue(PLAN);
    const answer = await upload('/dry-run', 'PK bytes of a pack');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(PLAN);
    expect(seen!.bytes.toString()).toBe('PK bytes of a pack');
    expect(closed).toBe(1);
    expect(await leftoverUploads()).toEqual([]);
  });

  it('imports as the signed-in admin into the data directory media folder', async () => {
    fake.importPack.mockResolvedValue({ ...PLAN, imported: true });
    const answer = await upload('/import', 'PK');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ imported: true });
    const options = fake.importPack.mock.calls[0]![2];
    const [admin] = await t.db.query<{ id: string }>(
      'SELECT id::text AS id FROM users WHERE email = $1',
      [ADMIN],
    );
    expect(options.importedBy).toBe(admin!.id);
    expect(options.mediaDir).toMatch(/[/\\]media$/);
    expect(closed).toBe(1);
  });

  it('a refusal is the 422 of API.md, problems at the same place joined; the pack is closed', async () => {
    fake.importPack.mockRejectedValue(
      new service.PackRefused([
        { place: 'levels[0].entities[1]', message: 'chiave «git» ripetuta' },
        { place: 'manifest.json', message: 'versione mancante' },
        { place: 'levels[0].entities[1]', message: 'titolo vuoto' },
      ]),
    );
    const answer = await upload('/import', 'PK');
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({
      message: 'Dati non validi.',
      code: 'validation_failed',
      details: {
        'levels[0].entities[1]': 'chiave «git» ripetuta; titolo vuoto',
        'manifest.json': 'versione mancante',
      },
      request_id: expect.any(String),
    });
    expect(closed).toBe(1);
    expect(await leftoverUploads()).toEqual([]);
  });

  it('a file the service cannot open as a pack is 422 and leaves no temporary file', async () => {
    fake.openPackFile.mockRejectedValue(
      new service.PackRefused([{ place: 'pacchetto', message: 'non è un file ZIP' }]),
    );
    const answer = await upload('/dry-run', 'not a zip');
    expect(answer.statusCode).toBe(422);
    expect(answer.json().details).toEqual({ pacchetto: 'non è un file ZIP' });
    expect(await leftoverUploads()).toEqual([]);
  });

  it('another failure is a 500, still closing the pack and deleting the file', async () => {
    fake.planImport.mockRejectedValue(new Error('disk full'));
    expect((await upload('/dry-run', 'PK')).statusCode).toBe(500);
    expect(closed).toBe(1);
    expect(await leftoverUploads()).toEqual([]);
  });

  it('a missing pack part or a body that is not multipart is 422, and the service is not called', async () => {
    expect((await upload('/dry-run', 'PK', 'file')).statusCode).toBe(422);
    expect((await c.post(ADMIN, `${BASE}/import`, { pack: 'x' })).statusCode).toBe(422);
    expect(fake.openPackFile).not.toHaveBeenCalled();
    expect(await leftoverUploads()).toEqual([]);
  });

  it('streams the export as a dated ZIP download', async () => {
    fake.exportPack.mockImplementation(async (_db, _options, out) => {
      out.write('PK');
      (out as Writable).end('rest of the zip');
    });
    const answer = await c.get(ADMIN, `${BASE}/export`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="contenuti-Tech-Journey-\d{2}\.\d{2}\.\d{4}\.zip"/,
    );
    expect(answer.body).toBe('PKrest of the zip');
  });

  it('ends the export stream itself when the service leaves it open', async () => {
    fake.exportPack.mockImplementation(async (_db, _options, out) => {
      out.write('PK only');
    });
    const answer = await c.get(ADMIN, `${BASE}/export`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('PK only');
  });

  it('an export that fails before its first byte is a plain 500', async () => {
    fake.exportPack.mockRejectedValue(new Error('Il file multimediale «x.webm» manca.'));
    const answer = await c.get(ADMIN, `${BASE}/export`);
    expect(answer.statusCode).toBe(500);
    expect(answer.headers['content-disposition']).toBeUndefined();
  });

  it('lists the imports', async () => {
    const record = {
      id: '1',
      pack_key: 'scuola',
      pack_title: 'Scuola',
      pack_version: '1',
      format_version: 2,
      imported_at: '2026-11-26T10:00:00.000Z',
      imported_by: null,
      added: 3,
      changed: 0,
      retired: 0,
    };
    fake.listImports.mockResolvedValue([record]);
    const answer = await c.get(ADMIN, `${BASE}/imports`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([record]);
  });
});
