import 'axios';

/** Per-request switches of the service clients, set in a fetcher's axios config. */
declare module 'axios' {
  interface AxiosRequestConfig {
    /** Send the call without an Authorization header. */
    skipAuth?: boolean;
    /** The caller shows its own message; no error toast. */
    skipErrorToast?: boolean;
  }
  interface InternalAxiosRequestConfig {
    /** Set on the one retry after a refresh, so a second 401 does not loop. */
    retriedAfterRefresh?: boolean;
  }
}
