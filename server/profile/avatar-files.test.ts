import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { AVATARS } from '#common/profile/avatars.ts';
import { AVATAR_DIR, avatarImages } from './avatar-files.ts';

describe('the avatar catalogue files', () => {
  it('has a file for every catalogue id, at least 16, and no stray file', async () => {
    expect(AVATARS.length).toBeGreaterThanOrEqual(16);
    const files = (await readdir(AVATAR_DIR)).filter((name) => name.endsWith('.svg')).sort();
    expect(files).toEqual(AVATARS.map((avatar) => `${avatar.id}.svg`).sort());
  });

  it('ships self-contained, script-free SVGs with their Italian titles and distinct ETags', async () => {
    const images = await avatarImages();
    const etags = new Set<string>();
    for (const avatar of AVATARS) {
      const image = images.get(avatar.id)!;
      const svg = image.bytes.toString('utf8');
      expect(svg, avatar.id).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg, avatar.id).toContain(`<title>${avatar.name}</title>`);
      expect(svg, avatar.id).not.toMatch(
        /<script|<foreignObject|<image|href=|\son[a-z]+=|@import|url\(/i,
      );
      expect(image.bytes.length, avatar.id).toBeLessThan(4096);
      etags.add(image.etag);
    }
    expect(etags.size).toBe(AVATARS.length);
  });
});
