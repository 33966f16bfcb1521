import type {
  PackImportRecord,
  PackImportResult,
  PackPlan,
} from '#common/api/content-packs/content-packs.ts';
import type { Database, Queryable } from '../db/database.ts';

export interface PackProblem {
  place: string;
  message: string;
}

export class PackRefused extends Error {
  readonly problems: readonly PackProblem[];
  constructor(problems: readonly PackProblem[]) {
    super('replaced by the core');
    this.problems = problems;
  }
}

export interface OpenedPack {
  close(): Promise<void>;
}

export function openPackFile(_path: string): Promise<OpenedPack> {
  throw new Error('replaced by the core');
}

export function planImport(_db: Queryable, _pack: OpenedPack, _now: Date): Promise<PackPlan> {
  throw new Error('replaced by the core');
}

export function importPack(
  _db: Database,
  _pack: OpenedPack,
  _options: { mediaDir: string; importedBy: string | null; now: Date },
): Promise<PackImportResult> {
  throw new Error('replaced by the core');
}

export function exportPack(
  _db: Queryable,
  _options: { mediaDir: string; now: Date },
  _out: NodeJS.WritableStream,
): Promise<void> {
  throw new Error('replaced by the core');
}

export function listImports(_db: Queryable): Promise<PackImportRecord[]> {
  throw new Error('replaced by the core');
}
