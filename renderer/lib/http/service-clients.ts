import type { AxiosInstance } from 'axios';
import type { AppConfig } from '../../../common/config/app-config.ts';
import { createHttpClient } from './create-http-client.ts';
import { installAuthInterceptors, type ServiceClientDeps } from './install-auth-interceptors.ts';

/** One axios instance per service of API.md, each with its own base URL from configuration. */
export interface ServiceClients {
  readonly api: AxiosInstance;
  readonly live: AxiosInstance;
  readonly reports: AxiosInstance;
  readonly surveys: AxiosInstance;
  readonly lti: AxiosInstance;
  readonly chat: AxiosInstance;
}

const SERVICE_BASE_URL_KEYS = {
  api: 'apiBaseUrl',
  live: 'liveBaseUrl',
  reports: 'reportsBaseUrl',
  surveys: 'surveysBaseUrl',
  lti: 'ltiBaseUrl',
  chat: 'chatBaseUrl',
} as const satisfies Record<keyof ServiceClients, keyof AppConfig>;

export function createServiceClients(config: AppConfig, deps: ServiceClientDeps): ServiceClients {
  const build = (service: keyof ServiceClients) => {
    const client = createHttpClient({ baseURL: config[SERVICE_BASE_URL_KEYS[service]] });
    installAuthInterceptors(client, deps);
    return client;
  };
  return {
    api: build('api'),
    live: build('live'),
    reports: build('reports'),
    surveys: build('surveys'),
    lti: build('lti'),
    chat: build('chat'),
  };
}
