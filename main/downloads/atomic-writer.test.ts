import { writeFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomically } from './atomic-writer.ts';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'tj-atomic-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

function webStream(chunks: string[], failAfter?: number): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (failAfter !== undefined && index === failAfter) {
        controller.error(new Error('connection reset'));
        return;
      }
      const chunk = chunks[index++];
      if (chunk === undefined) controller.close();
      else controller.enqueue(new TextEncoder().encode(chunk));
    },
  });
}

describe('writeFileAtomically', () => {
  it('writes every byte under the final name, reporting progress', async () => {
    const progress: number[] = [];
    const result = await writeFileAtomically(webStream(['%PDF-', '1.7 ', 'fine']), {
      folder,
      fileName: 'attestato.pdf',
      onProgress: (bytes) => progress.push(bytes),
    });
    expect(result).toEqual({
      path: join(folder, 'attestato.pdf'),
      fileName: 'attestato.pdf',
      bytes: 13,
    });
    await expect(readFile(result.path, 'utf8')).resolves.toBe('%PDF-1.7 fine');
    expect(progress).toEqual([5, 9, 13]);
    expect(await readdir(folder)).toEqual(['attestato.pdf']);
  });

  it('never overwrites: an existing name gets a counter', async () => {
    await writeFile(join(folder, 'ore.xlsx'), 'old');
    const result = await writeFileAtomically(Readable.from([Buffer.from('new')]), {
      folder,
      fileName: 'ore.xlsx',
    });
    expect(result.fileName).toBe('ore (1).xlsx');
    await expect(readFile(join(folder, 'ore.xlsx'), 'utf8')).resolves.toBe('old');
  });

  it('does not replace a file that appeared under the name while downloading', async () => {
    let planted = false;
    const result = await writeFileAtomically(webStream(['a', 'b']), {
      folder,
      fileName: 'gara.pdf',
      onProgress: () => {
        if (planted) return;
        planted = true;
        writeFileSync(join(folder, 'gara.pdf'), 'theirs');
      },
    });
    expect(result.fileName).toBe('gara (1).pdf');
    await expect(readFile(join(folder, 'gara.pdf'), 'utf8')).resolves.toBe('theirs');
    await expect(readFile(result.path, 'utf8')).resolves.toBe('ab');
    expect((await readdir(folder)).sort()).toEqual(['gara (1).pdf', 'gara.pdf']);
  });

  it('leaves neither the file nor the .part when the stream fails midway', async () => {
    const progress: number[] = [];
    await expect(
      writeFileAtomically(webStream(['abc', 'def', 'ghi'], 2), {
        folder,
        fileName: 'rotto.pdf',
        onProgress: (bytes) => progress.push(bytes),
      }),
    ).rejects.toThrow('connection reset');
    expect(progress.length).toBeGreaterThan(0);
    expect(await readdir(folder)).toEqual([]);
  });

  it('leaves nothing behind when aborted', async () => {
    const controller = new AbortController();
    const endless = new ReadableStream<Uint8Array>({
      pull(stream) {
        stream.enqueue(new Uint8Array(1024));
      },
    });
    const writing = writeFileAtomically(endless, {
      folder,
      fileName: 'lungo.zip',
      signal: controller.signal,
      onProgress: (bytes) => {
        if (bytes >= 64 * 1024) controller.abort();
      },
    });
    await expect(writing).rejects.toMatchObject({ name: 'AbortError' });
    expect(await readdir(folder)).toEqual([]);
  });
});

describe('writeFileAtomically and odd folders', () => {
  it('treats a dangling symlink as a taken name instead of looping forever', async () => {
    await symlink(join(folder, 'nowhere'), join(folder, 'x.pdf'));
    const result = await writeFileAtomically(Readable.from([Buffer.from('data')]), {
      folder,
      fileName: 'x.pdf',
    });
    expect(result.fileName).toBe('x (1).pdf');
    await expect(readFile(result.path, 'utf8')).resolves.toBe('data');
  });

  it('stops choosing a name once aborted, leaving no .part', async () => {
    await writeFile(join(folder, 'a.pdf'), 'old');
    const controller = new AbortController();
    controller.abort();
    await expect(
      writeFileAtomically(Readable.from([Buffer.from('x')]), {
        folder,
        fileName: 'a.pdf',
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(await readdir(folder)).toEqual(['a.pdf']);
  });

  it('lets two downloads of the same name run at once, each under its own name', async () => {
    const results = await Promise.all(
      ['first', 'second'].map((text) =>
        writeFileAtomically(webStream([text, '!']), { folder, fileName: 'doppio.pdf' }),
      ),
    );
    expect(results.map((result) => result.fileName).sort()).toEqual([
      'doppio (1).pdf',
      'doppio.pdf',
    ]);
    const contents = await Promise.all(results.map((result) => readFile(result.path, 'utf8')));
    expect(contents.sort()).toEqual(['first!', 'second!']);
    expect((await readdir(folder)).sort()).toEqual(['doppio (1).pdf', 'doppio.pdf']);
  });
});
