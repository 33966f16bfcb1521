import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profileEndpoints } from '#common/api/profile/endpoints.ts';
import { UserAvatar } from '../../components/user-avatar/user-avatar.tsx';
import { answerFrom, on } from '../../testing/fake-endpoints.ts';
import { renderFeature } from '../../testing/render-feature.tsx';

const error = (status: number) => ({
  status,
  data: {
    message: status === 403 ? 'Non hai i permessi per questa operazione.' : 'Errore.',
    code: 'x',
  },
});

describe('avatar images (spec 02 §8)', () => {
  it('shows the image when it loads, and the initials before and without one', async () => {
    const { container, apiCalls } = await renderFeature(
      <>
        <UserAvatar avatarPath="/user/avatar/moon" name="Sara Colombo" label="Avatar" />
        <UserAvatar avatarPath={null} name="Sara Colombo" label="Senza avatar" />
      </>,
      {
        role: 'student',
        api: answerFrom([
          on(profileEndpoints.getAvatarImage, {
            status: 200,
            data: new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], {
              type: 'image/svg+xml',
            }),
          }),
        ]),
      },
    );
    expect(screen.getByRole('img', { name: 'Senza avatar' })).toHaveTextContent('SC');
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    expect(apiCalls).toEqual(['GET /user/avatar/moon']);
  });

  it("loads the profile answer's avatar_path, and never a path that names no catalogue image", async () => {
    const { apiCalls } = await renderFeature(
      <>
        <UserAvatar avatarPath="/user/avatar/comet" name="Sara Colombo" label="Cometa" />
        <UserAvatar avatarPath="/auth/logout" name="Sara Colombo" label="Altrove" />
        <UserAvatar avatarPath="/user/avatar/upload" name="Sara Colombo" label="Sconosciuto" />
      </>,
      { role: 'student', api: answerFrom([on(profileEndpoints.getAvatarImage, error(500))]) },
    );
    await waitFor(() => expect(apiCalls).toEqual(['GET /user/avatar/comet']));
    expect(screen.getByRole('img', { name: 'Altrove' })).toHaveTextContent('SC');
    expect(screen.getByRole('img', { name: 'Sconosciuto' })).toHaveTextContent('SC');
  });

  it.each([429, 500])('keeps quiet on %s and shows the initials', async (status) => {
    const { apiCalls } = await renderFeature(
      <UserAvatar avatarPath="/user/avatar/moon" name="Sara Colombo" label="Avatar" />,
      {
        role: 'student',
        api: answerFrom([on(profileEndpoints.getAvatarImage, error(status))]),
      },
    );
    await waitFor(() => expect(apiCalls).toHaveLength(1));
    expect(screen.getByRole('img', { name: 'Avatar' })).toHaveTextContent('SC');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows every other failure as the error toast', async () => {
    await renderFeature(
      <UserAvatar avatarPath="/user/avatar/moon" name="Sara Colombo" label="Avatar" />,
      {
        role: 'student',
        api: answerFrom([on(profileEndpoints.getAvatarImage, error(403))]),
      },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Non hai i permessi per questa operazione.',
    );
    expect(screen.getByRole('img', { name: 'Avatar' })).toHaveTextContent('SC');
  });
});
