import type { AxiosInstance } from 'axios';
import { SERVICE_BASE_URL_KEYS, type AppConfig } from '#common/config/app-config.ts';
import type { ServiceName } from '#common/api/endpoint.ts';
import { createHttpClient } from './create-http-client.ts';
import { installAuthInterceptors, type ServiceClientDeps } from './install-auth-interceptors.ts';
import { installPreviewHeader } from './install-preview-header.ts';

/** One axios instance per service of API.md, each with its own base URL from configuration. */
export interface ServiceClients extends Record<ServiceName, AxiosInstance> {
  readonly api: AxiosInstance;
  readonly live: AxiosInstance;
  readonly reports: AxiosInstance;
  readonly surveys: AxiosInstance;
  readonly lti: AxiosInstance;
  readonly chat: AxiosInstance;
}

export function createServiceClients(config: AppConfig, deps: ServiceClientDeps): ServiceClients {
  const build = (service: keyof ServiceClients) => {
    const client = createHttpClient({ baseURL: config[SERVICE_BASE_URL_KEYS[service]] });
    installAuthInterceptors(client, deps);
    if (deps.previewPack) installPreviewHeader(client, deps.previewPack);
    return client;
  };
  return {
    api: build('api'),
    live: build('live'),
    reports: build('reports'),
    surveys: build('surveys'),
    lti: build('lti'),
    // Not the chat either for the preview header: it is another server, with no drafts.
    // The chat service authenticates with its own token (X-Auth-Token, X-User-Id): our access
    // token never goes to it (it may be a school's Rocket.Chat), and its 401 is not our session's.
    chat: createHttpClient({ baseURL: config.chatBaseUrl }),
  };
}
