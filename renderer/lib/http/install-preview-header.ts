import type { AxiosInstance } from 'axios';
import { PREVIEW_HEADER } from '#common/http/preview-header.ts';

/**
 * Sends the preview header on every call of this client while a draft is previewed: the server
 * then answers the journey's reads with the draft and refuses every write.
 */
export function installPreviewHeader(
  client: AxiosInstance,
  previewPack: () => string | null,
): void {
  client.interceptors.request.use((config) => {
    const packKey = previewPack();
    if (packKey) config.headers.set(PREVIEW_HEADER, packKey);
    return config;
  });
}
