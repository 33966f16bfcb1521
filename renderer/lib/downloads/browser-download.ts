import axios from 'axios';
import { apiErrorSchema } from '#common/api/errors.ts';
import { fileNameFromContentDisposition } from '#common/http/content-disposition.ts';
import type { DownloadRequest } from '#common/ipc/downloads.ts';
import type { ServiceClients } from '../http/service-clients.ts';
import type { DownloadResult } from './download-result.ts';

// Long enough for the browser to start reading the blob after the click, short enough not to
// keep a big file in memory for the whole visit.
const REVOKE_DELAY_MS = 60_000;

/**
 * The browser build's download: the service client (bearer token, refresh and retry on 401)
 * fetches the file as a Blob, then an <a download> click hands it to the browser. Error bodies
 * arrive as Blobs too and are decoded into the server's message.
 */
export async function downloadThroughBrowser(
  http: ServiceClients,
  request: DownloadRequest,
  target: Document = document,
): Promise<DownloadResult> {
  try {
    const response = await http[request.service].request<Blob>({
      url: request.path,
      method: request.method ?? 'GET',
      data: request.body,
      responseType: 'blob',
      // This module shows its own toast with the download's wording.
      skipErrorToast: true,
    });
    const header: unknown = response.headers['content-disposition'];
    const fileName = fileNameFromContentDisposition(
      typeof header === 'string' ? header : null,
      request.suggestedName,
    );
    saveBlob(response.data, fileName, target);
    return { state: 'completed', fileName };
  } catch (error) {
    if (axios.isCancel(error)) return { state: 'cancelled' };
    if (!axios.isAxiosError(error) || !error.response) return { state: 'failed' };
    const message = await serverMessageOf(error.response.data);
    return { state: 'failed', status: error.response.status, ...(message ? { message } : {}) };
  }
}

function saveBlob(blob: Blob, fileName: string, target: Document): void {
  const url = URL.createObjectURL(blob);
  const link = target.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  target.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}

async function serverMessageOf(data: unknown): Promise<string | undefined> {
  try {
    const body: unknown = data instanceof Blob ? JSON.parse(await data.text()) : data;
    const parsed = apiErrorSchema.safeParse(body);
    return parsed.success ? parsed.data.message : undefined;
  } catch {
    return undefined;
  }
}
