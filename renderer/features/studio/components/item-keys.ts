import { fileNameSlug } from '#common/format/file-name-slug.ts';

/**
 * A new item's key from its title, in the keys' rule (lower-case letters, digits, single
 * dashes: `git-di-base`), made unique among `taken` with -2, -3… The words come from the
 * product's one slug (fileNameSlug); accents and other characters the rule refuses are dropped.
 */
export function keyFromTitle(title: string, taken: Iterable<string>): string {
  const base =
    fileNameSlug(title)
      .normalize('NFD')
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 100)
      .replace(/-$/, '') || 'elemento';
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
