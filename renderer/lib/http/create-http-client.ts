import axios, { type AxiosInstance } from 'axios';

/**
 * The one axios factory (HOUSE-STYLE.md: one instance per service, built by one factory).
 * Spec 01 §9: no request timeout, and only 200-299 counts as success.
 */
export function createHttpClient(options: {
  baseURL?: string;
  withCredentials?: boolean;
}): AxiosInstance {
  return axios.create({
    baseURL: options.baseURL,
    withCredentials: options.withCredentials ?? false,
    timeout: 0,
    validateStatus: (status) => status >= 200 && status < 300,
    headers: { Accept: 'application/json' },
  });
}
