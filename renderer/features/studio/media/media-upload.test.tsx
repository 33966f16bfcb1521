import { screen } from '@testing-library/react';
import type { AxiosProgressEvent } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { studioEndpoints } from '#common/api/studio/endpoints.ts';
import { answerFrom, on } from '../../../testing/fake-endpoints.ts';
import { renderFeature } from '../../../testing/render-feature.tsx';
import { MediaUpload } from './media-upload.tsx';

const progress = (loaded: number): AxiosProgressEvent => ({
  loaded,
  total: 200,
  bytes: loaded,
  lengthComputable: true,
});

describe('MediaUpload', () => {
  it('shows the upload moving, then hands over the name the server gave the file', async () => {
    let finish: () => void = () => undefined;
    const uploaded = vi.fn();
    const sent: unknown[] = [];
    const { user } = await renderFeature(
      <MediaUpload
        label="Video della lezione"
        accept="video/mp4"
        current="vecchio.mp4"
        onUploaded={uploaded}
      />,
      {
        role: 'professor',
        api: answerFrom([
          on(studioEndpoints.uploadStudioMedia, ({ body, config }) => {
            sent.push((body as FormData).get('file'));
            config.onUploadProgress?.(progress(90));
            return new Promise((resolve) => {
              finish = () =>
                resolve({
                  status: 200,
                  data: { name: 'git-intro-2.mp4', bytes: 200, content_type: 'video/mp4' },
                });
            });
          }),
        ]),
      },
    );
    expect(screen.getByText('File attuale: vecchio.mp4')).toBeVisible();
    await user.upload(
      screen.getByLabelText('Video della lezione'),
      new File(['x'.repeat(200)], 'git-intro.mp4', { type: 'video/mp4' }),
    );
    expect(await screen.findByText('Caricamento: 45%')).toBeVisible();
    expect(
      screen.getByRole('progressbar', { name: 'Caricamento di git-intro.mp4' }),
    ).toHaveAttribute('value', '45');
    finish();
    expect(await screen.findByText('Caricato: git-intro-2.mp4')).toBeVisible();
    expect(uploaded).toHaveBeenCalledWith({
      name: 'git-intro-2.mp4',
      bytes: 200,
      content_type: 'video/mp4',
    });
    expect((sent[0] as File).name).toBe('git-intro.mp4');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says why the server refused the file', async () => {
    const uploaded = vi.fn();
    const { user } = await renderFeature(
      <MediaUpload label="Sottotitoli (.vtt)" accept=".vtt" onUploaded={uploaded} />,
      {
        role: 'professor',
        api: answerFrom([
          on(studioEndpoints.uploadStudioMedia, {
            status: 422,
            data: { message: 'Il file non è un WebVTT valido.', code: 'validation_failed' },
          }),
        ]),
      },
    );
    expect(screen.getByText('Nessun file caricato.')).toBeVisible();
    await user.upload(screen.getByLabelText('Sottotitoli (.vtt)'), new File(['x'], 'a.vtt'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Il file non è un WebVTT valido.');
    expect(uploaded).not.toHaveBeenCalled();
  });
});
