import { z } from 'zod';
import { studioItemBodySchemas, type StudioItemKind } from '#common/api/studio/studio.ts';

// Zod's own messages in Italian, as the server gives them (server/http/validate.ts): the same
// rules answer in the same words on both sides. Zod's config is global, so this runs once.
z.config(z.locales.it());

/** A field's place inside an item, as the server's checklist writes it: `sections[0].title`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

export type StudioValidation =
  | { ok: true; data: unknown; errors: Record<string, never> }
  | { ok: false; errors: Record<string, string> };

/**
 * An item body checked with its draft schema (the pack's field rules): the parsed body to save
 * (trimmed, defaults filled) or one Italian message per field path (the first for each field).
 */
export function validateStudioItem(kind: StudioItemKind, value: unknown): StudioValidation {
  const parsed = studioItemBodySchemas[kind].safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const place = fieldPath(issue.path);
    errors[place] ??= issue.message;
  }
  return { ok: false, errors };
}
