import { describe, expect, it } from 'vitest';
import { AVATARS } from '../../profile/avatars.ts';
import { avatarIdOfPath, avatarPathOf } from './avatar-path.ts';
import { profileEndpoints } from './endpoints.ts';

describe('avatar_path (spec 02 §3)', () => {
  it('is the image call of the avatar, and gives its catalogue id back', () => {
    expect(avatarPathOf('moon')).toBe('/user/avatar/moon');
    expect(avatarPathOf(null)).toBeNull();
    expect(profileEndpoints.getAvatarImage.path).toBe('/user/avatar/:id');
    for (const { id } of AVATARS) expect(avatarIdOfPath(avatarPathOf(id))).toBe(id);
  });

  it('names no avatar for any other path', () => {
    for (const path of [
      null,
      undefined,
      '',
      '/user/avatar/nope',
      '/user/avatar/moon/x',
      '/media/moon',
    ]) {
      expect(avatarIdOfPath(path)).toBeNull();
    }
  });
});
