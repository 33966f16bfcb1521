import { link, open, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../../db/database.ts';
import { findUserByEmail } from '../../users/user-repository.ts';
import { buildDataExport } from './data-export.ts';

/**
 * `npm run accounts -- export --email <e-mail> --out <file.zip>`: the operator's copy of any
 * account's data export (docs/data-export.md). A relative `out` is read from where the operator
 * typed the command (npm runs scripts from the package root and keeps that in INIT_CWD).
 */
export async function exportAccountToFile(
  db: Queryable,
  input: {
    email: string;
    out: string;
    now: Date;
    timeZone: string;
    /** Where the certificates' QR codes point (the platform's public address). */
    origin: string;
    baseDir?: string;
  },
): Promise<string> {
  const target = path.resolve(input.baseDir ?? process.env.INIT_CWD ?? process.cwd(), input.out);
  if (await exists(target)) throw new Error(`${target} exists already: choose another --out.`);
  const user = await findUserByEmail(db, input.email);
  if (!user) throw new Error(`No account has the e-mail ${input.email}.`);
  const file = await buildDataExport(db, user.id, {
    now: input.now,
    timeZone: input.timeZone,
    origin: input.origin,
  });
  if (!file) throw new Error(`No account has the e-mail ${input.email}.`);
  await writeWhole(target, file.bytes);
  return `Exported the data of ${input.email} to ${target}.`;
}

/**
 * Writes a temporary file beside the target, then links it to the target's name: a failure
 * leaves no half archive, and link (unlike rename) refuses a target that appeared meanwhile.
 */
async function writeWhole(target: string, bytes: Uint8Array): Promise<void> {
  // Exclusive create ('wx'): two exports to one target never share a temporary file.
  const temporary = `${target}.${process.pid}-${Date.now()}.part`;
  const handle = await open(temporary, 'wx', 0o600);
  try {
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await link(temporary, target).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
        throw new Error(`${target} exists already: choose another --out.`);
      }
      throw error;
    });
  } finally {
    await unlink(temporary);
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
}
