/** Errors the page raised before the monitoring SDK was loaded to see them. */
export interface EarlyErrors {
  /** Stops listening and hands over what was caught, oldest first. */
  stop(): unknown[];
}

/** Enough to tell what went wrong at start-up; a page throwing in a loop is not kept whole. */
const MAX_EARLY_ERRORS = 20;

type ErrorTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Keeps the uncaught errors and unhandled rejections of the page's first moments. The SDK loads
 * only after the first page is on screen (main.tsx), so that it never delays the sign-in form;
 * start-monitoring.ts then reports what was kept here. What this cannot keep: errors of a page
 * closed before the SDK arrived.
 */
export function catchEarlyErrors(target: ErrorTarget = window): EarlyErrors {
  const caught: unknown[] = [];
  const keep = (error: unknown) => {
    if (caught.length < MAX_EARLY_ERRORS) caught.push(error);
  };
  const onError = (event: ErrorEvent) => keep(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => keep(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return {
    stop() {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
      return caught.splice(0);
    },
  };
}

/** Nothing caught: for callers that start the SDK with no early window to cover. */
export const NO_EARLY_ERRORS: EarlyErrors = { stop: () => [] };
