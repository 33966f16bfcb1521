import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

export type FakeAnswer = { status: number; data?: unknown } | 'network';

/**
 * An axios adapter answering from a function, with axios' own status handling: answers outside
 * validateStatus reject with an AxiosError carrying the response, 'network' rejects without one.
 */
export function fakeAdapter(
  answer: (config: InternalAxiosRequestConfig) => FakeAnswer | Promise<FakeAnswer>,
): AxiosAdapter {
  return async (config) => {
    const result = await answer(config);
    if (result === 'network') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const response = {
      data: result.data,
      status: result.status,
      statusText: String(result.status),
      headers: {},
      config,
    };
    if (config.validateStatus ? config.validateStatus(result.status) : true) return response;
    throw new AxiosError(
      `Request failed with status code ${result.status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      null,
      response,
    );
  };
}

/** The request's path after the base URL, e.g. '/tech-journey/get-status'. */
export function pathOf(config: InternalAxiosRequestConfig): string {
  return (config.url ?? '').replace(config.baseURL ?? '', '');
}
