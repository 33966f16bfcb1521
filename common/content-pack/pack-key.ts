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
