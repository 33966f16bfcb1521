import type { AxiosProgressEvent } from 'axios';
import {
  fillPath,
  isSchema,
  type ArgsOf,
  type EndpointDefinition,
  type ResultOf,
} from '#common/api/endpoint.ts';
import './request-options.ts';
import type { ServiceClients } from './service-clients.ts';

/** Per-call switches; everything else about a call comes from its declaration. */
export interface RequestOptions {
  /** The caller shows its own message; no error toast. */
  skipErrorToast?: boolean;
  /** Send the call without an Authorization header. */
  skipAuth?: boolean;
  signal?: AbortSignal;
  /** Extra headers of this one call (e.g. the video tracker's token). */
  headers?: Record<string, string>;
  onUploadProgress?: (event: AxiosProgressEvent) => void;
}

/**
 * The one way the renderer calls the platform: an endpoint declared in common/api and its typed
 * parts. The service client of the endpoint's service sends it (with the session's token, the
 * refresh-and-retry and the error toasts of install-auth-interceptors), and a JSON answer is
 * parsed with the declared schema, so a server that drifts from the contract fails loudly here.
 * @example const quiz = await request(http, quizEndpoints.getQuiz, { params: { id } });
 */
export async function request<E extends EndpointDefinition>(
  clients: ServiceClients,
  endpoint: E,
  args: ArgsOf<E>,
  options: RequestOptions = {},
): Promise<ResultOf<E>> {
  const parts = args as { params?: Record<string, unknown>; query?: unknown; body?: unknown };
  const isFile = !isSchema(endpoint.response) && endpoint.response.kind === 'file';
  const response = await clients[endpoint.service].request<unknown>({
    method: endpoint.method,
    url: fillPath(endpoint.path, parts.params),
    params: parts.query,
    data: parts.body,
    responseType: isFile ? 'blob' : 'json',
    ...options,
  });
  if (isSchema(endpoint.response)) {
    // 204 has no body: the schema says whether that is an answer (an optional one) or a drift.
    const data = response.status === 204 ? undefined : response.data;
    return endpoint.response.parse(data) as ResultOf<E>;
  }
  return (isFile ? response.data : undefined) as ResultOf<E>;
}
