import {
  CONTENT_PACK_FORMAT,
  CONTENT_PACK_FORMAT_VERSION,
  contentPackManifestSchema,
  type ContentPackManifest,
} from '#common/content-pack/manifest.ts';
import { crossChecks } from '#common/content-pack/rules.ts';
// zod's messages in Italian (set once there), also when the CLI validates without a server.
import '../http/validate.ts';
import { upgradeManifest } from './manifest-upgrade.ts';
import { PackRefused, placeOf } from './pack-problems.ts';

/** More problems than this are not listed: the admin fixes the first ones and tries again. */
export const MAX_PROBLEMS = 200;

/**
 * The manifest of a pack, parsed, brought up to the current format and checked: the schema,
 * then what a schema cannot say (keys unique, references between items, right answers, the
 * stated limits). Throws PackRefused with every problem and its place; the media files are
 * checked by checkPackMedia.
 */
export function readManifest(text: string): ContentPackManifest {
  const manifest = parseManifest(text);
  const problems = crossChecks(manifest);
  if (problems.length > 0) throw new PackRefused(problems.slice(0, MAX_PROBLEMS));
  return manifest;
}

/**
 * The manifest parsed and checked against the schema (PackRefused otherwise); crossChecks
 * says the rest, so that a caller can list those problems with the media's in one refusal.
 */
export function parseManifest(text: string): ContentPackManifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new PackRefused([
      { place: 'manifest.json', message: `Il file non è JSON valido (${jsonErrorWhere(error)}).` },
    ]);
  }
  const header = raw as { format?: unknown; format_version?: unknown } | null;
  if (typeof header !== 'object' || header === null || header.format !== CONTENT_PACK_FORMAT) {
    throw new PackRefused([
      {
        place: 'format',
        message: `Non è un pacchetto di contenuti di Tech Journey (atteso «${CONTENT_PACK_FORMAT}»).`,
      },
    ]);
  }
  const version = header.format_version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new PackRefused([
      { place: 'format_version', message: 'Versione del formato mancante o non valida.' },
    ]);
  }
  if (version > CONTENT_PACK_FORMAT_VERSION) {
    throw new PackRefused([
      {
        place: 'format_version',
        message: `Il pacchetto usa il formato ${version}, più recente del ${CONTENT_PACK_FORMAT_VERSION} che questo server sa leggere: aggiorna Tech Journey.`,
      },
    ]);
  }
  const parsed = contentPackManifestSchema.safeParse(
    upgradeManifest(raw as Record<string, unknown>, version),
  );
  if (!parsed.success) {
    throw new PackRefused(
      parsed.error.issues
        .slice(0, MAX_PROBLEMS)
        .map((issue) => ({ place: placeOf(issue.path), message: issue.message })),
    );
  }
  return parsed.data;
}

function jsonErrorWhere(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const position = /position (\d+)/.exec(message)?.[1];
  return position ? `errore al carattere ${position}` : 'contenuto non leggibile';
}
