import type { ArgsOf, EndpointDefinition } from '#common/api/endpoint.ts';
import type { DownloadRequest, DownloadService } from '#common/ipc/downloads.ts';
import { endpointPath } from '../http/endpoint-path.ts';

/** An endpoint a file can be downloaded from: a service of the download channel, GET or POST. */
export type DownloadEndpoint = EndpointDefinition & {
  readonly service: DownloadService;
  readonly method: 'GET' | 'POST';
};

/**
 * The download request of a declared endpoint: its service, method and path (query included)
 * come from the declaration, so no path is written twice. `suggestedName` is used when the
 * answer names no file.
 */
export function downloadRequest<E extends DownloadEndpoint>(
  endpoint: E,
  args: ArgsOf<E>,
  suggestedName: string,
): DownloadRequest {
  const { body } = args as { body?: DownloadRequest['body'] };
  return {
    service: endpoint.service,
    method: endpoint.method,
    path: endpointPath(endpoint, args),
    ...(body === undefined ? {} : { body }),
    suggestedName,
  };
}
