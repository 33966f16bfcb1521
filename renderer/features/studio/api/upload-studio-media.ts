import { useState } from 'react';
import { studioEndpoints } from '#common/api/studio/endpoints.ts';
import { useEndpointMutation } from '../../../lib/query/index.ts';

const { uploadStudioMedia } = studioEndpoints;

/**
 * Uploads one media file (video, captions, image) for a draft; the answer names the file to put
 * in the item. `percent` is how much was sent, 0-100, while it runs (null: unknown total): a
 * lesson's video may be large, so the editor shows the upload moving.
 */
export function useUploadStudioMedia() {
  const [percent, setPercent] = useState<number | null>(null);
  const mutation = useEndpointMutation(uploadStudioMedia, {
    args: (file: File) => {
      const form = new FormData();
      form.append(uploadStudioMedia.body.field, file, file.name);
      return { body: form };
    },
    request: {
      skipErrorToast: true,
      onUploadProgress: (event) =>
        setPercent(
          event.total ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : null,
        ),
    },
    onMutate: () => setPercent(0),
  });
  return { ...mutation, percent };
}
