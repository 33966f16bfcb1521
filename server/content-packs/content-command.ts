import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { finished } from 'node:stream/promises';
import type { PackChange, PackPlan } from '#common/api/content-packs/content-packs.ts';
import { formatFileSize } from '#common/format/file-size.ts';
import { pluralForm } from '#common/format/plurals.ts';
import type { Database } from '../db/database.ts';
import type * as service from './content-pack-service.ts';

export type ContentCommand = { kind: 'validate' | 'import' | 'export'; file: string };

export const CONTENT_USAGE = `Usage:
  npm run content -- validate <pack.zip|folder>   checks a pack and prints what an import would change
  npm run content -- import <pack.zip|folder>     validates and imports it in one transaction
  npm run content -- export <pack.zip>            writes the platform's current content as a pack`;

export class ContentUsageError extends Error {}

/** `validate|import|export <file>`, nothing more; throws ContentUsageError on anything else. */
export function parseContentArgs(argv: readonly string[]): ContentCommand {
  const [kind, file, ...rest] = argv;
  if (kind !== 'validate' && kind !== 'import' && kind !== 'export') {
    throw new ContentUsageError('The command is "validate", "import" or "export".');
  }
  if (file === undefined || file === '' || file.startsWith('--')) {
    throw new ContentUsageError(`${kind} needs a file.`);
  }
  if (rest.length > 0) throw new ContentUsageError(`Unexpected argument "${rest[0]}".`);
  return { kind, file };
}

/** The service calls the command uses: the real ones in the CLI, fakes in its test. */
export type ContentService = Pick<
  typeof service,
  'openPackFile' | 'planImport' | 'importPack' | 'exportPack' | 'PackRefused'
>;

export interface ContentCommandContext {
  db: Database;
  mediaDir: string;
  now: Date;
  service: ContentService;
}

/** What the command prints and how the process ends (1: the pack was refused). */
export interface ContentOutcome {
  output: string;
  exitCode: 0 | 1;
}

export async function runContentCommand(
  command: ContentCommand,
  context: ContentCommandContext,
): Promise<ContentOutcome> {
  const { service, db, now } = context;
  if (command.kind === 'export') {
    await exportAtomically(command.file, (out) =>
      service.exportPack(db, { mediaDir: context.mediaDir, now }, out),
    );
    return { output: `Content exported to ${command.file}.`, exitCode: 0 };
  }
  try {
    const pack = await service.openPackFile(command.file);
    try {
      if (command.kind === 'validate') {
        const plan = await service.planImport(db, pack, now);
        return { output: `The pack is valid.\n${formatPlan(plan)}`, exitCode: 0 };
      }
      const result = await service.importPack(db, pack, {
        mediaDir: context.mediaDir,
        importedBy: null,
        now,
      });
      const headline = result.imported
        ? 'Pack imported.'
        : 'The platform already has exactly this content: nothing imported.';
      return { output: `${headline}\n${formatPlan(result)}`, exitCode: 0 };
    } finally {
      await pack.close();
    }
  } catch (error) {
    if (!(error instanceof service.PackRefused)) throw error;
    const problems = error.problems.map(({ place, message }) => `${place}: ${message}`);
    const count = `${problems.length} ${pluralForm(problems.length, 'problem', 'problems')}`;
    return { output: `The pack was refused (${count}):\n${problems.join('\n')}`, exitCode: 1 };
  }
}

/** The pack, then each list of changes and the media, one item a line. */
export function formatPlan(plan: PackPlan): string {
  const { pack, media } = plan;
  return [
    `Pack ${pack.key} "${pack.title}", version ${pack.version} (format ${pack.format_version})`,
    ...changeList('Added', plan.added),
    ...changeList('Changed', plan.changed),
    ...changeList('Retired', plan.retired),
    `Media: ${media.files} ${pluralForm(media.files, 'file', 'files')}, ${formatFileSize(media.bytes)}`,
  ].join('\n');
}

function changeList(heading: string, changes: readonly PackChange[]): string[] {
  return [
    `${heading}: ${changes.length}`,
    ...changes.map(({ kind, key, title }) => `  ${kind} ${key} "${title}"`),
  ];
}

/**
 * Writes through a temporary name beside `file` and renames it once complete: an error or a
 * stopped process never leaves a half ZIP under the name asked for.
 */
export async function exportAtomically(
  file: string,
  write: (out: NodeJS.WritableStream) => Promise<void>,
): Promise<void> {
  const partial = join(dirname(file), `.${basename(file)}.${process.pid}.partial`);
  const out = createWriteStream(partial, { flags: 'wx' });
  try {
    await write(out);
    if (!out.writableEnded) out.end();
    await finished(out);
    await rename(partial, file);
  } catch (error) {
    // A stream destroyed while its file is still being opened creates the file afterwards: wait
    // for it to close, or the removal below can come first and leave the temporary file behind.
    const closed = out.closed ? Promise.resolve() : once(out, 'close');
    out.destroy();
    await closed;
    await rm(partial, { force: true });
    throw error;
  }
}
