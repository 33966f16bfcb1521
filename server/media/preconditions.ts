import type { BigIntStats } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';

/** What a media answer is validated by: its ETag and its Last-Modified, in whole seconds. */
export interface MediaValidators {
  etag: string;
  modifiedSeconds: number;
}

/**
 * A strong ETag from the file's stat: size, modification time in nanoseconds and inode. Strong
 * (no `W/`) because the bytes of a file are only ever changed by replacing it: the importer
 * writes a pack's media under temporary names and renames them into place, so new bytes always
 * come with a new inode and a new mtime. A content digest would be stronger still, but hashing a
 * 1 GB video on its first request is a cost the stat makes unnecessary. Strong matters: browsers
 * send If-Range only with a strong validator, and without it a resumed or seeking download that
 * spans a re-import could splice two versions of a video.
 */
export function strongEtagOf(stat: BigIntStats): string {
  return `"${stat.size.toString(16)}-${stat.mtimeNs.toString(16)}-${stat.ino.toString(16)}"`;
}

export function validatorsOf(stat: BigIntStats): MediaValidators {
  return { etag: strongEtagOf(stat), modifiedSeconds: Number(stat.mtimeMs / 1000n) };
}

export type Precondition = 'proceed' | 'not-modified' | 'failed';

/**
 * The conditional headers of a GET or HEAD, in the order of RFC 9110 §13.2.2: If-Match (else
 * If-Unmodified-Since) may fail it (412); If-None-Match (else If-Modified-Since) may make it a 304.
 * If-None-Match compares weakly, If-Match strongly, as the RFC says.
 */
export function evaluatePreconditions(
  headers: IncomingHttpHeaders,
  validators: MediaValidators,
): Precondition {
  const ifMatch = headers['if-match'];
  if (ifMatch !== undefined) {
    if (!listMatches(ifMatch, validators.etag, 'strong')) return 'failed';
  } else if (modifiedSince(headers['if-unmodified-since'], validators) === true) {
    return 'failed';
  }
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (listMatches(ifNoneMatch, validators.etag, 'weak')) return 'not-modified';
  } else if (modifiedSince(headers['if-modified-since'], validators) === false) {
    return 'not-modified';
  }
  return 'proceed';
}

/**
 * Whether a Range may be honoured (RFC 9110 §13.1.5): without If-Range, yes; with it, only when
 * it names the current representation, by strong ETag or by its exact Last-Modified date.
 * Otherwise the client's bytes are of another version and it gets the whole file.
 */
export function rangeIsCurrent(ifRange: string | undefined, validators: MediaValidators): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('W/')) return false;
  if (value.startsWith('"')) return value === validators.etag;
  const date = secondsOf(value);
  return date !== null && date === validators.modifiedSeconds;
}

const ENTITY_TAG = /(W\/)?"[^"]*"/g;

function listMatches(header: string, etag: string, comparison: 'strong' | 'weak'): boolean {
  if (header.trim() === '*') return true;
  for (const [tag, weak] of header.matchAll(ENTITY_TAG)) {
    if (comparison === 'strong' && weak) continue;
    if (tag.replace(/^W\//, '') === etag) return true;
  }
  return false;
}

/** true: modified after the header's date; false: not; null: no header or not a date. */
function modifiedSince(header: string | undefined, validators: MediaValidators): boolean | null {
  if (header === undefined) return null;
  const date = secondsOf(header);
  return date === null ? null : validators.modifiedSeconds > date;
}

function secondsOf(httpDate: string): number | null {
  const ms = Date.parse(httpDate);
  return Number.isNaN(ms) ? null : Math.floor(ms / 1000);
}
