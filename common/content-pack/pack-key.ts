/**
 * A title as a pack key or a media name's stem: lower-case ASCII letters and digits joined by
 * single hyphens ("Git: le basi" → "git-le-basi"), the form both must have (manifest.ts,
 * PACK_MEDIA_NAME). Accents are dropped, not the letters ("Perché" → "perche").
 */
export function packKeyOf(text: string, maxLength = 60): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxLength)
    .replace(/^-+|-+$/g, '');
}

/** A new item's key from its title, made unique among `taken` with -2, -3… */
export function newPackKey(title: string, taken: Iterable<string>, fallback = 'elemento'): string {
  const base = packKeyOf(title, 100) || fallback;
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}
