import axios, { type AxiosError, type AxiosInstance } from 'axios';
import './request-options.ts';
import { ERROR_CODES } from '#common/api/errors.ts';
import { apiErrorOf, errorMessageOf, isFatalCommunicationError } from './error-messages.ts';

/** What the service clients need from the rest of the app; all of it is injected for tests. */
export interface ServiceClientDeps {
  /** The access token to send, or null when signed out. */
  getAccessToken(): string | null;
  /** Refreshes after a 401 through the bridge, whose refresh is single-flight; null when the
   * session cannot be renewed. */
  refresh(): Promise<string | null>;
  /** The session is over: clear it and go to /sign-in. */
  onSessionExpired(): void;
  /** 403 password_expired: the one-time password must be changed first; go where that is done. */
  onPasswordExpired(): void;
  /** Network failure or 503: show the fatal page. */
  onFatal(): void;
  /** Any other failure: show the error toast with this message. */
  onError(message: string): void;
  /** The pack whose draft is previewed (its key goes with every call), or null. */
  previewPack?(): string | null;
}

/**
 * The request and response interceptors of every service client (spec 01 §7 and §8):
 * attach the bearer token; on 401 refresh once and retry the call once; when that fails, end the
 * session; a 403 password_expired (an unchanged one-time password, issue 26) leads to the password
 * page instead of a toast, whoever made the call; a network failure or 503 shows the fatal page;
 * anything else an error toast.
 */
export function installAuthInterceptors(client: AxiosInstance, deps: ServiceClientDeps): void {
  client.interceptors.request.use((config) => {
    const token = config.skipAuth ? null : deps.getAccessToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!axios.isAxiosError(error) || axios.isCancel(error)) throw error;
    const config = (error as AxiosError).config;

    if (error.response?.status === 401 && config && !config.skipAuth) {
      if (!config.retriedAfterRefresh) {
        const token = await deps.refresh();
        if (token) {
          config.retriedAfterRefresh = true;
          return client.request(config);
        }
      }
      deps.onSessionExpired();
      throw error;
    }

    if (error.response?.status === 403 && (await isPasswordExpired(error))) {
      deps.onPasswordExpired();
      throw error;
    }

    if (isFatalCommunicationError(error)) deps.onFatal();
    else if (!config?.skipErrorToast) deps.onError(await errorMessageOf(error));
    throw error;
  });
}

async function isPasswordExpired(error: unknown): Promise<boolean> {
  return (await apiErrorOf(error))?.code === ERROR_CODES.passwordExpired;
}
